import { randomUUID } from 'node:crypto';
import { status as grpcStatus } from '@grpc/grpc-js';
import { storableJson, type Trx } from '@platform/db';
import { isDomainError } from '@platform/errors';
import type { UsecaseContext } from '../../context';
import { STATUS_EVENT, decideWait, type ExecutionStatus } from '../domain/execution-state';
import {
  findNode,
  nextNodeId,
  nodeWaitsForReply,
  startNode,
  waitTimeoutSeconds,
  NEXT_LABEL,
  type WorkflowDefinition,
  type WorkflowNode,
} from '../domain/graph';
import {
  DEFAULT_CALL_ERROR_VAR,
  MAX_CALL_DEPTH,
  MAX_STEPS_WITHOUT_WAIT,
  STEPS_PER_WORK_ITEM,
  addressOf,
  callCycle,
  childContext,
  mergeChildVars,
  mergeInputs,
  messageBody,
  replyLabel,
  timeoutLabel,
  type InputFact,
} from '../domain/node-steps';
import { coerceValue, renderTemplate, renderValue, withVar, type ExecutionContext } from '../domain/templating';
import type { ExecutionPatch, ExecutionRow, ExecutionWorkflowHead, NewExecutionEvent } from '../infra/db/executions.repository';

/** A workflow as the engine reads it (the live definition: an execution follows edits, decision 0720). */
export interface WorkflowForExecution {
  id: string;
  name: string;
  status: string;
  definition: WorkflowDefinition;
  /** Replies arriving within this window are merged into one input (0 = none). */
  messageDebounceSeconds: number;
}

/**
 * Where the engine reads workflows and triggers. Inside a transaction the caller passes it (`trx`): a
 * transaction must never wait for a second pooled connection.
 */
export interface WorkflowCatalog {
  /**
   * A workflow of the project with its parsed definition, or undefined. `head` is the workflow's head
   * when the caller already read it (with the execution's row lock): then only a definition not yet
   * cached for its lock version is read.
   */
  getForExecution(projectId: string, workflowId: string, trx?: Trx, head?: ExecutionWorkflowHead): Promise<WorkflowForExecution | undefined>;
  /** The active inbound-message trigger's workflow on a number, or undefined. */
  inboundWorkflow(projectId: string, phoneNumberId: string, trx?: Trx): Promise<string | undefined>;
  /** Workflows whose active event trigger matches a platform event (message/conversation events, thread control). */
  eventWorkflows(projectId: string, eventName: string, phoneNumberId: string | null, trx?: Trx): Promise<string[]>;
  /** Workflows whose active project-event trigger matches an emitted event and its properties. */
  projectEventWorkflows(projectId: string, eventName: string, properties: Record<string, unknown>, trx?: Trx): Promise<string[]>;
  /** API starts are accepted while the workflow has no api_call trigger or an active one. */
  apiStartAllowed(projectId: string, workflowId: string, trx?: Trx): Promise<boolean>;
}

/** Runs a saved integration (issue 21) with source `workflow`; a DomainError is the integration's refusal or failure. */
export interface IntegrationInvoker {
  invoke(
    projectId: string,
    integrationId: string,
    input: Record<string, unknown>,
    source: 'workflow',
  ): Promise<{ run: { id?: string; status?: string }; ret: unknown }>;
}

/** The agent node's model loop (the agents capability); absent until it is wired. */
export interface AgentStepRunner {
  run(req: {
    projectId: string;
    executionId: string;
    step: number;
    node: WorkflowNode & { type: 'agent' };
    context: ExecutionContext;
    /** Names the user's message of this call (the wait it answered): a repeated step does not add it twice. */
    inputKey: string;
    send(message: Record<string, unknown>, key: string): Promise<void>;
  }): Promise<{ ok: true; output: AgentNodeOutput; vars?: Record<string, unknown> } | { ok: false; code: string; message: string }>;
  /** An AI decide node: the model picks one of the node's condition labels (idempotent per execution step). */
  decide(req: {
    projectId: string;
    executionId: string;
    step: number;
    node: WorkflowNode & { type: 'decide' };
    context: ExecutionContext;
  }): Promise<{ ok: true; label: string; agentRunId: string; usage: unknown } | { ok: false; code: string; message: string }>;
}

/** An agent node's result: `waiting` parks the execution for the customer's reply (the same session resumes), `handoff` hands it off. */
export interface AgentNodeOutput {
  outcome: 'completed' | 'waiting' | 'handoff';
  text: string | null;
  agent_run_id?: string;
  usage?: unknown;
}

/** An execution's error details (`error_details`). */
export interface ExecutionError {
  code: string;
  message: string;
  [k: string]: unknown;
}

/** A step outcome: where the execution goes next. */
type Outcome =
  | { kind: 'next'; label: string; context?: ExecutionContext }
  | { kind: 'wait_reply'; timeoutAt: Date | null; context?: ExecutionContext }
  | { kind: 'delay'; until: Date; context: ExecutionContext }
  | { kind: 'call'; child: ExecutionRow; context?: ExecutionContext }
  | { kind: 'handoff'; reason?: string; context?: ExecutionContext }
  | { kind: 'end' }
  | { kind: 'fail'; error: ExecutionError };

/** A transient failure (a peer unavailable, a send in flight): the step is retried with the same keys. */
export class RetryLater extends Error {}

/** The idempotency key of step n of an execution (sends, webhooks, functions). */
export const stepKey = (executionId: string, step: number) => `execution:${executionId}:step:${step}`;

/**
 * An execution row locked by the current transaction (as this transaction changed it), the workflow read
 * with the lock, and the changes not yet written (`unwritten`: the next write of the row carries them).
 */
type Locked = { e: ExecutionRow; wf: WorkflowForExecution | undefined; unwritten?: ExecutionPatch };
/** A step with side effects claimed (its lease written) and not yet run. */
type Claim = { e: ExecutionRow; wf: WorkflowForExecution; node: WorkflowNode };

/** Where a run of steps stopped: the execution needs no more work now (or more), or a step with side effects was claimed. */
type Phase = { more: boolean } | { claim: Claim };
/** Steps without side effects run in one transaction before it commits. */
const INTERNAL_STEPS_PER_TRANSACTION = 20;
/** Steps with side effects one run performs before its work item yields. */
const EXTERNAL_STEPS_PER_RUN = 10;

/** Covered work items remembered at most (oldest dropped first; a dropped one just reads its execution). */
const COVERED_MAX = 20_000;
/** How long a covered work item is remembered: well beyond the outbox relay's and the queue's delivery delay. */
const COVERED_TTL_MS = 10 * 60_000;

/** A step's history event written when the step's outcome is recorded. */
type PendingEvent = Omit<NewExecutionEvent, 'at'>;

/** Options of the engine. */
export interface EngineOptions {
  /**
   * How long a worker owns a step whose side effects run outside a transaction, ms: a dead worker's
   * step is taken over after it (and repeated with the same keys). Longer than the longest step
   * (a webhook's 30 s, a function's 35 s deadline).
   */
  stepLeaseMs?: number;
  /** The agent node's model loop, when wired. */
  agent?: AgentStepRunner;
}

/**
 * The execution engine: runs an execution from its stored state until it waits, hands off, ends or
 * fails, one step at a time under the execution's row lock. A step without side effects commits in one
 * transaction. A step with side effects (sends, functions, webhooks, integrations, agents) is claimed
 * with a lease, run outside any transaction (no connection or lock held across a network call), and
 * recorded in a second transaction; a crash repeats at most that step, whose side effects carry the key
 * `execution:{id}:step:{n}` (a send is never repeated: messaging-proxy answers duplicate_send). Also
 * applies replies, timeouts, child completions and forced statuses through domain/execution-state.
 */
export class ExecutionEngineUsecase {
  private readonly stepLeaseMs: number;
  private readonly agent?: AgentStepRunner;

  constructor(
    private readonly ctx: UsecaseContext,
    private readonly catalog: WorkflowCatalog,
    private readonly integrations: IntegrationInvoker,
    opts: EngineOptions = {},
  ) {
    this.stepLeaseMs = opts.stepLeaseMs ?? 60_000;
    this.agent = opts.agent;
  }

  private get repo() {
    return this.ctx.executions;
  }

  /**
   * Fails a running execution whose step kept failing (the work item's retries are exhausted): the
   * execution ends `failed` with `step_error` instead of being retried forever.
   */
  async failStuck(projectId: string, executionId: string, message: string): Promise<void> {
    await this.ctx.db.transaction(async (trx) => {
      const e = await this.repo.lock(trx, projectId, executionId);
      if (!e || e === 'busy' || e.status !== 'running') return;
      const now = this.ctx.clock.now();
      await this.repo.update(trx, e.id, { leaseUntil: null }, now);
      await this.finish(trx, e, 'failed', { code: 'step_error', message, node_id: e.currentNodeId }, now);
    });
  }

  /** Re-queues a running execution whose work item was lost (the sweeper found it untouched too long); no-op when another replica holds it. */
  async requeueStalled(projectId: string, executionId: string): Promise<void> {
    await this.ctx.db.transaction(async (trx) => {
      const e = await this.repo.lockSkipLocked(trx, executionId);
      const now = this.ctx.clock.now();
      if (!e || e.projectId !== projectId || e.status !== 'running') return;
      await this.repo.update(trx, e.id, {}, now);
      await this.ctx.executionsPublisher.queueWork(trx, { projectId, executionId, reason: 'stalled', at: now });
    });
  }

  /** Runs of executions in this process: a call while one runs asks it to read the execution once more (`again`). */
  private readonly runs = new Map<string, { again: boolean; items: string[]; finished: Promise<void> }>();
  /** Work items whose execution a completed run of this process read after the item's commit (their backstop is not needed). */
  private readonly covered = new Map<string, number>();

  /**
   * Runs the execution until it stops needing work (idempotent). `itemId` names the work item that asked
   * for it (queued in this process, called right after its commit): once a run that read the execution
   * after that commit completes, the item is covered and its delivery from the queue is acked without
   * reading the execution again. From the work queue (`fromQueue`), an execution this process is
   * advancing is waited for (the item stays unacked meanwhile, so it still covers the step in progress
   * if this process dies), then the item is acked if that run covered it, else run.
   */
  async advance(projectId: string, executionId: string, opts: { fromQueue?: boolean; itemId?: string } = {}): Promise<void> {
    if (opts.fromQueue && opts.itemId && this.covered.delete(opts.itemId)) return;
    const current = this.runs.get(executionId);
    if (current) {
      if (!opts.fromQueue) {
        // The running loop reads the execution once more before it ends, after this item's commit.
        current.again = true;
        if (opts.itemId) current.items.push(opts.itemId);
        return;
      }
      await current.finished;
      if (opts.itemId && this.covered.delete(opts.itemId)) return;
      if (this.runs.has(executionId)) throw new RetryLater(`execution ${executionId} is being advanced in this process`);
    }
    let done!: () => void;
    const run = { again: false, items: opts.itemId && !opts.fromQueue ? [opts.itemId] : [], finished: new Promise<void>((r) => (done = r)) };
    this.runs.set(executionId, run);
    let completed = false;
    let continued = false;
    try {
      for (let i = 0; ; i++) {
        if (i >= STEPS_PER_WORK_ITEM) {
          continued = true;
          break;
        }
        run.again = false;
        const more = await this.runOneStep(projectId, executionId);
        // Checked and ended in the same tick as the last read: a later call starts a new run.
        if (!more && !run.again) break;
      }
      completed = true;
    } finally {
      this.runs.delete(executionId);
      if (completed) this.cover(run.items);
      done();
    }
    if (!continued) return;
    // A long chain of steps without a wait: the rest runs as a new work item (fair to other executions).
    await this.ctx.db.transaction((trx) =>
      this.ctx.executionsPublisher.queueWork(trx, { projectId, executionId, reason: 'continue', at: this.ctx.clock.now() }),
    );
  }

  /** Remembers covered work items (bounded: an item delivered to another replica is never asked about here). */
  private cover(items: string[]): void {
    const now = Date.now();
    for (const id of items) this.covered.set(id, now);
    for (const [id, at] of this.covered) {
      if (this.covered.size <= COVERED_MAX && now - at < COVERED_TTL_MS) break;
      this.covered.delete(id);
    }
  }

  /** True when the node's step has side effects outside the database (run outside a transaction, under a lease). */
  private isExternal(node: WorkflowNode, e: ExecutionRow): boolean {
    switch (node.type) {
      case 'send_text':
      case 'send_template':
      case 'send_interactive':
        // A delay not yet waited is decided in the transaction (it only parks the execution).
        return !((node.config.delay_seconds ?? 0) > 0 && e.context.system.delayed_step !== e.step);
      case 'function':
      case 'webhook':
      case 'integration':
      case 'agent':
        return true;
      case 'decide':
        return true;
      default:
        return false;
    }
  }

  /**
   * Runs steps under the row lock in the caller's transaction: steps without side effects one after
   * the other (each continuing from the row as the previous one changed it), until the execution stops
   * (more: false), a step with side effects is reached (claimed with a lease and returned), or a bounded
   * number of steps ran (more: true). The steps' events are written before the transaction commits.
   */
  private async chain(trx: Trx, projectId: string, executionId: string, from?: Locked): Promise<Phase> {
    const log: NewExecutionEvent[] = [];
    const phase = await this.chainSteps(trx, projectId, executionId, log, from);
    await this.repo.addEvents(trx, log);
    return phase;
  }

  /**
   * The steps of `chain`. The row is locked and read with its workflow's head once per transaction; the
   * following steps continue from the row as this transaction wrote it (the lock keeps every other
   * writer out) and from the workflow version read with the lock (decision 0723). Events go to `log`.
   */
  private async chainSteps(trx: Trx, projectId: string, executionId: string, log: NewExecutionEvent[], from?: Locked): Promise<Phase> {
    let cur = from;
    // Changes of the previous step not yet written: the next write of the row carries them.
    let unwritten: ExecutionPatch = from?.unwritten ?? {};
    const write = async (now: Date) => {
      if (Object.keys(unwritten).length) await this.repo.update(trx, executionId, unwritten, now);
      unwritten = {};
    };
    for (let hop = 0; hop < INTERNAL_STEPS_PER_TRANSACTION; hop++) {
      if (!cur) {
        const locked = await this.repo.lockWithWorkflow(trx, projectId, executionId);
        if (!locked || locked.row.status !== 'running') return { more: false };
        cur = { e: locked.row, wf: await this.catalog.getForExecution(projectId, locked.row.workflowId, trx, locked.head) };
      }
      const { e, wf } = cur;
      const now = this.ctx.clock.now();
      if (e.status !== 'running') {
        await write(now);
        return { more: false };
      }
      if (e.leaseUntil && e.leaseUntil > now) {
        // Claimed by this process (a reply's transaction claimed the step it moved to): run it here.
        const own = this.takeClaim(e.id, e.step);
        if (own) return { claim: own };
        // Another worker runs this step's side effects; retried later (taken over once its lease expires).
        throw new RetryLater(`step ${e.step} of ${e.id} is in progress`);
      }
      if (!wf) {
        await write(now);
        await this.finish(trx, e, 'failed', { code: 'workflow_not_found', message: 'The workflow of this execution no longer exists' }, now);
        return { more: false };
      }
      const node = e.currentNodeId ? findNode(wf.definition, e.currentNodeId) : startNode(wf.definition);
      if (!node) {
        await write(now);
        await this.finish(
          trx,
          e,
          'failed',
          { code: 'node_removed', message: `Node ${e.currentNodeId} is no longer in the workflow`, node_id: e.currentNodeId },
          now,
        );
        return { more: false };
      }
      const stepsSinceWait = Number(e.context.system.steps_since_wait ?? 0);
      if (stepsSinceWait >= MAX_STEPS_WITHOUT_WAIT) {
        await write(now);
        await this.finish(
          trx,
          e,
          'failed',
          { code: 'step_limit_exceeded', message: `More than ${MAX_STEPS_WITHOUT_WAIT} steps without waiting (a loop without a wait?)`, node_id: node.id },
          now,
        );
        return { more: false };
      }
      if (this.isExternal(node, e)) {
        // The claim carries the previous steps' changes and events (one statement).
        await this.repo.recordStep(trx, e.id, { ...unwritten, leaseUntil: new Date(now.getTime() + this.stepLeaseMs) }, now, { events: log.splice(0) });
        return { claim: { e, wf, node } };
      }
      const pending: PendingEvent[] = [];
      const outcome = await this.execute(trx, e, wf, node, now, pending);
      for (const p of pending) log.push({ ...p, at: now });
      const next = await this.apply(trx, e, wf, node, outcome, now, log, unwritten);
      unwritten = {};
      if (!next) return { more: false };
      cur = { e: next.row, wf };
      unwritten = next.unwritten;
    }
    await write(this.ctx.clock.now());
    return { more: true };
  }

  /** Steps claimed by a transaction of this process (a reply moved the execution to a send), run by its next local run. */
  private readonly claims = new Map<string, Claim>();

  /** Remembers a claim once `trx` commits; dropped once taken or once its lease has expired. */
  private keepClaim(trx: Trx, claim: Claim): void {
    this.ctx.executionsPublisher.afterCommit(trx, () => {
      const now = this.ctx.clock.now();
      for (const [id, c] of this.claims) if (!c.e.leaseUntil || c.e.leaseUntil <= now) this.claims.delete(id);
      this.claims.set(claim.e.id, claim);
    });
  }

  /** This process's claim of step `step` of the execution, if it holds one (taken: it runs once). */
  private takeClaim(executionId: string, step?: number): Claim | undefined {
    const c = this.claims.get(executionId);
    if (!c || (step !== undefined && c.e.step !== step)) return undefined;
    this.claims.delete(executionId);
    if (!c.e.leaseUntil || c.e.leaseUntil <= this.ctx.clock.now()) return undefined;
    return c;
  }

  /**
   * Steps of one execution: the steps without side effects in one transaction, each step with side
   * effects run outside any transaction under its lease, its outcome recorded together with the
   * following steps without side effects (so a send and the wait after it cost two transactions, or
   * one when this process claimed the send in the transaction that reached it). True when the
   * execution is still running after a bounded number of steps.
   */
  private async runOneStep(projectId: string, executionId: string): Promise<boolean> {
    // A step this process claimed in the transaction that moved the execution to it runs without another read.
    const own = this.takeClaim(executionId);
    let phase: Phase = own ? { claim: own } : await this.ctx.db.transaction((trx) => this.chain(trx, projectId, executionId));
    for (let external = 0; 'claim' in phase; external++) {
      if (external >= EXTERNAL_STEPS_PER_RUN) return true;
      const { e, wf, node } = phase.claim;
      const pending: PendingEvent[] = [];
      let outcome: Outcome;
      try {
        outcome = await this.execute(null, e, wf, node, this.ctx.clock.now(), pending);
      } catch (err) {
        // Outcome unknown (a peer unavailable): free the step for the retry, which repeats it with the same keys.
        await this.releaseLease(projectId, executionId, e.step);
        throw err;
      }
      phase = await this.ctx.db.transaction(async (trx): Promise<Phase> => {
        const locked = await this.repo.lockWithWorkflow(trx, projectId, executionId);
        const cur = locked?.row;
        if (!cur || cur.step !== e.step) return { more: false };
        const now = this.ctx.clock.now();
        // A forced status while the step ran (ended, handoff): its outcome is dropped.
        if (cur.status !== 'running') {
          await this.repo.update(trx, cur.id, { leaseUntil: null }, now);
          return { more: false };
        }
        const log: NewExecutionEvent[] = pending.map((p) => ({ ...p, at: now }));
        // The lease ends with the outcome's own update (one write).
        const next = await this.apply(trx, { ...cur, leaseUntil: null }, wf, node, outcome, now, log, { leaseUntil: null });
        if (!next) {
          await this.repo.addEvents(trx, log);
          return { more: false };
        }
        // The following steps run on the workflow version read with this lock (an edit meanwhile applies from here).
        const fresh = await this.catalog.getForExecution(projectId, cur.workflowId, trx, locked.head);
        const rest = await this.chainSteps(trx, projectId, executionId, log, { e: next.row, wf: fresh, unwritten: next.unwritten });
        await this.repo.addEvents(trx, log);
        return rest;
      });
    }
    return phase.more;
  }

  private async releaseLease(projectId: string, executionId: string, step: number): Promise<void> {
    await this.ctx.db.transaction(async (trx) => {
      const cur = await this.repo.lock(trx, projectId, executionId);
      if (cur && cur !== 'busy' && cur.step === step) await this.repo.update(trx, cur.id, { leaseUntil: null }, this.ctx.clock.now());
    });
  }

  /**
   * Executes one node (the only place with the node types' side effects). `trx` is null for a step with
   * side effects (it runs outside any transaction; its events are collected in `pending`).
   */
  private async execute(trx: Trx | null, e: ExecutionRow, wf: WorkflowForExecution, node: WorkflowNode, now: Date, pending: PendingEvent[]): Promise<Outcome> {
    const ctx: ExecutionContext = e.context;
    const key = stepKey(e.id, e.step);
    const event = async (type: string, payload: Record<string, unknown> = {}, direction: NewExecutionEvent['direction'] = 'internal') => {
      const ev: PendingEvent = {
        projectId: e.projectId,
        executionId: e.id,
        eventType: type,
        direction,
        nodeId: node.id,
        nodeType: node.type,
        step: e.step,
        payload,
      };
      // Written by the caller with the step's outcome (one insert for a transaction's events).
      pending.push(ev);
    };
    const inTrx = (): Trx => {
      if (!trx) throw new Error(`node type ${node.type} needs the step's transaction`);
      return trx;
    };
    switch (node.type) {
      case 'start':
        return { kind: 'next', label: NEXT_LABEL };
      case 'end':
        return { kind: 'end' };
      case 'send_text':
      case 'send_template':
      case 'send_interactive': {
        const delay = node.config.delay_seconds ?? 0;
        if (delay > 0 && ctx.system.delayed_step !== e.step)
          return { kind: 'delay', until: new Date(now.getTime() + delay * 1000), context: { ...ctx, system: { ...ctx.system, delayed_step: e.step } } };
        const explicitTo = node.config.to_phone_number ? renderTemplate(node.config.to_phone_number, ctx).trim() : '';
        // Observer executions (event triggers) send only to an explicit number (peer rule).
        if (e.observer && !explicitTo) {
          await event('send_skipped', { reason: 'observer_execution' });
          return this.afterSend(wf, node, ctx, now);
        }
        const address = explicitTo ? { to: explicitTo } : addressOf({ phoneNumber: e.phoneNumber, recipient: e.recipient });
        const phoneNumberId = node.config.phone_number_id ? renderTemplate(node.config.phone_number_id, ctx).trim() : e.phoneNumberId;
        if (!address || !phoneNumberId)
          return { kind: 'fail', error: { code: 'no_recipient', message: 'The execution has no recipient or no phone number to send from', node_id: node.id } };
        const body = messageBody(node, ctx);
        const message: Record<string, unknown> = { messaging_product: 'whatsapp', recipient_type: 'individual', ...address, ...body };
        const sent = await this.ctx.sender.send({ projectId: e.projectId, phoneNumberId, message, idempotencyKey: key, source: `workflow_execution:${e.id}` });
        if (sent.inFlight) throw new RetryLater(`send ${key} still in flight`);
        if (!sent.accepted)
          return {
            kind: 'fail',
            error: {
              code: 'send_failed',
              message: typeof sent.body.error === 'string' ? sent.body.error : `The send was refused (${sent.httpStatus})`,
              node_id: node.id,
              http_status: sent.httpStatus,
              ...(sent.code ? { send_code: sent.code } : {}),
              ...(sent.upstreamErrorCode ? { upstream_error_code: sent.upstreamErrorCode } : {}),
            },
          };
        await event('message_sent', { wamid: sent.wamid ?? null, phone_number_id: phoneNumberId, type: body.type }, 'outbound');
        return this.afterSend(wf, node, ctx, now);
      }
      case 'wait_for_response': {
        const t = waitTimeoutSeconds(node);
        return { kind: 'wait_reply', timeoutAt: t ? new Date(now.getTime() + t * 1000) : null };
      }
      case 'set_variable': {
        const rendered = renderTemplate(node.config.variable_value, ctx);
        const v = coerceValue(rendered, node.config.value_type);
        if (!v.ok) return { kind: 'fail', error: { code: 'invalid_variable_value', message: `${node.config.variable_name}: ${v.message}`, node_id: node.id } };
        return { kind: 'next', label: NEXT_LABEL, context: withVar(ctx, node.config.variable_name, v.value) };
      }
      case 'decide': {
        const labels = node.config.conditions.map((c) => c.label);
        if (node.config.decision_type === 'ai') {
          if (!this.agent)
            return {
              kind: 'fail',
              error: { code: 'agent_unavailable', message: 'AI decisions need the agent model loop, which is not available', node_id: node.id },
            };
          const d = await this.agent.decide({ projectId: e.projectId, executionId: e.id, step: e.step, node, context: ctx });
          if (!d.ok) return { kind: 'fail', error: { code: d.code, message: d.message, node_id: node.id } };
          await event('decision_made', { edge_label: d.label, agent_run_id: d.agentRunId, usage: storable(d.usage ?? null) });
          return { kind: 'next', label: d.label, context: ctx };
        }
        const res = await this.ctx.functionRunner.invoke(e.projectId, node.config.function_id, {
          execution_context: ctx,
          available_edges: labels,
          flow_events: [],
          idempotency_key: key,
        });
        if (!res.ok) return { kind: 'fail', error: { code: res.reason, message: res.message, node_id: node.id, function_id: node.config.function_id } };
        const next = res.body.next_edge;
        if (typeof next !== 'string' || !labels.includes(next))
          return {
            kind: 'fail',
            error: {
              code: 'invalid_next_edge',
              message: `The function answered next_edge ${JSON.stringify(next ?? null)}; expected one of ${labels.join(', ')}`,
              node_id: node.id,
            },
          };
        const vars = isObject(res.body.vars) ? storable(res.body.vars) : {};
        await event('decision_made', { edge_label: next });
        return { kind: 'next', label: next, context: { ...ctx, vars: { ...ctx.vars, ...vars } } };
      }
      case 'function': {
        const res = await this.ctx.functionRunner.invoke(e.projectId, node.config.function_id, {
          execution_context: ctx,
          available_edges: [NEXT_LABEL],
          flow_events: [],
          idempotency_key: key,
        });
        if (!res.ok) return { kind: 'fail', error: { code: res.reason, message: res.message, node_id: node.id, function_id: node.config.function_id } };
        let next: ExecutionContext = isObject(res.body.vars) ? { ...ctx, vars: { ...ctx.vars, ...storable(res.body.vars) } } : ctx;
        if (node.config.save_response_to) next = withVar(next, node.config.save_response_to, storable(res.body));
        await event('function_called', { function_id: node.config.function_id, status: res.status });
        return { kind: 'next', label: NEXT_LABEL, context: next };
      }
      case 'webhook': {
        const c = node.config;
        const url = renderTemplate(c.url, ctx);
        const headers: Record<string, string> = { 'idempotency-key': key, 'user-agent': 'svc-workflows/1' };
        for (const [k, v] of Object.entries(c.headers ?? {})) headers[k.toLowerCase()] = renderTemplate(v, ctx);
        let body: string | undefined;
        if (c.method !== 'GET' && c.body_template !== undefined) {
          body = typeof c.body_template === 'string' ? renderTemplate(c.body_template, ctx) : JSON.stringify(renderValue(c.body_template, ctx));
          headers['content-type'] ??= 'application/json';
        }
        const res = await this.ctx.webhookCaller.call({ url, method: c.method, headers, body, timeoutMs: (c.timeout_seconds ?? 10) * 1000 });
        if (!res.ok)
          return { kind: 'fail', error: { code: res.reason === 'blocked' ? 'webhook_blocked' : 'webhook_failed', message: res.message, node_id: node.id } };
        await event('webhook_called', { status: res.status }, 'outbound');
        const saved = storable({ status: res.status, body: res.body });
        return { kind: 'next', label: NEXT_LABEL, context: c.save_response_to ? withVar(ctx, c.save_response_to, saved) : ctx };
      }
      case 'call':
        return this.startChild(inTrx(), e, node, now);
      case 'integration': {
        const input = (renderValue(node.config.input ?? {}, ctx) ?? {}) as Record<string, unknown>;
        try {
          const res = await this.integrations.invoke(e.projectId, node.config.integration_id, input, 'workflow');
          await event('integration_invoked', { integration_id: node.config.integration_id, run_id: res.run.id ?? null }, 'outbound');
          return {
            kind: 'next',
            label: NEXT_LABEL,
            context: node.config.save_response_to ? withVar(ctx, node.config.save_response_to, storable(res.ret ?? null)) : ctx,
          };
        } catch (err) {
          if (!isDomainError(err) || err.code === grpcStatus.UNAVAILABLE || err.code === grpcStatus.DEADLINE_EXCEEDED) throw err;
          return { kind: 'fail', error: { code: 'integration_failed', message: err.message, node_id: node.id, integration_id: node.config.integration_id } };
        }
      }
      case 'agent': {
        if (!this.agent) return { kind: 'fail', error: { code: 'agent_unavailable', message: 'The agent model loop is not available', node_id: node.id } };
        let sends = 0;
        const res = await this.agent.run({
          projectId: e.projectId,
          executionId: e.id,
          step: e.step,
          node,
          context: ctx,
          inputKey: `wait:${e.waitSeq}`,
          send: async (message) => {
            const address = addressOf({ phoneNumber: e.phoneNumber, recipient: e.recipient });
            if (!address || !e.phoneNumberId || e.observer) return;
            const k = `${key}:agent:${sends++}`;
            const s = await this.ctx.sender.send({
              projectId: e.projectId,
              phoneNumberId: e.phoneNumberId,
              message: { messaging_product: 'whatsapp', ...address, ...message },
              idempotencyKey: k,
              source: `workflow_execution:${e.id}`,
            });
            if (s.inFlight) throw new RetryLater(`send ${k} still in flight`);
          },
        });
        if (!res.ok) return { kind: 'fail', error: { code: res.code, message: res.message, node_id: node.id } };
        const next: ExecutionContext = res.vars ? { ...ctx, vars: { ...ctx.vars, ...storable(res.vars) } } : ctx;
        if (res.output.outcome === 'handoff') {
          await event('agent_handoff', { output: storable(res.output) });
          return { kind: 'handoff', reason: res.output.text ?? undefined, context: next };
        }
        if (res.output.outcome === 'waiting') {
          // The customer's reply resumes this node (same step: the same agent session, decision 0735).
          await event('agent_waiting', { output: storable(res.output) });
          return { kind: 'wait_reply', timeoutAt: null, context: next };
        }
        await event('agent_completed', { output: storable(res.output ?? null) });
        return { kind: 'next', label: NEXT_LABEL, context: next };
      }
      case 'emit_event': {
        const properties = (renderValue(node.config.properties ?? {}, ctx) ?? {}) as Record<string, unknown>;
        await event('event_emitted', { event_name: node.config.event_name, properties });
        // Project-event triggers: each matching workflow starts an observer execution.
        for (const workflowId of await this.catalog.projectEventWorkflows(e.projectId, node.config.event_name, properties, inTrx()))
          await this.startObserver(inTrx(), e.projectId, workflowId, {
            triggerType: 'project_event',
            event: { id: `${e.id}:${e.step}`, name: node.config.event_name, properties },
            phoneNumberId: e.phoneNumberId,
            now,
          });
        return { kind: 'next', label: NEXT_LABEL };
      }
      case 'handoff':
        return { kind: 'handoff', reason: node.config.reason ? renderTemplate(node.config.reason, ctx) : undefined };
      default:
        return {
          kind: 'fail',
          error: { code: 'unsupported_node', message: `Node type ${(node as WorkflowNode).type} cannot run`, node_id: (node as WorkflowNode).id },
        };
    }
  }

  /** After a send: a button/list node with choice edges waits for the choice; other sends continue. */
  private afterSend(wf: WorkflowForExecution, node: WorkflowNode, ctx: ExecutionContext, now: Date): Outcome {
    if (nodeWaitsForReply(wf.definition, node)) {
      const t = waitTimeoutSeconds(node);
      return { kind: 'wait_reply', timeoutAt: t ? new Date(now.getTime() + t * 1000) : null, context: ctx };
    }
    return { kind: 'next', label: NEXT_LABEL, context: ctx };
  }

  /** Starts a call node's child (same conversation, copies of the scopes); the parent waits on it. */
  private async startChild(trx: Trx, e: ExecutionRow, node: WorkflowNode & { type: 'call' }, now: Date): Promise<Outcome> {
    const errVar = node.config.save_error_to ?? DEFAULT_CALL_ERROR_VAR;
    const stack = Array.isArray(e.context.system.call_stack) ? (e.context.system.call_stack as string[]) : [e.workflowId];
    const childWf = await this.catalog.getForExecution(e.projectId, node.config.workflow_id, trx);
    const callError = (error: string) => ({
      kind: 'next' as const,
      label: NEXT_LABEL,
      context: withVar(e.context, errVar, { error, workflow_id: node.config.workflow_id, workflow_name: childWf?.name ?? null, call_stack: stack }),
    });
    if (!childWf) return callError('Workflow not found');
    if (callCycle(stack, childWf.id)) return callError('Workflow call cycle detected');
    if (stack.length >= MAX_CALL_DEPTH) return callError(`Workflow call depth exceeds ${MAX_CALL_DEPTH}`);
    if (childWf.status !== 'active') return callError('Workflow is not active');
    const id = randomUUID();
    const start = startNode(childWf.definition);
    const child: ExecutionRow = {
      ...e,
      id,
      workflowId: childWf.id,
      status: 'running',
      resumableExecutionId: id,
      trackingId: e.trackingId,
      triggerType: 'call',
      parentExecutionId: e.id,
      rootExecutionId: e.rootExecutionId,
      parentNodeId: node.id,
      currentNodeId: start.id,
      currentNodeType: start.type,
      step: 0,
      waitingReason: null,
      waitSeq: 0,
      timeoutAt: null,
      inputDueAt: null,
      context: childContext(e.context, {
        workflow_id: childWf.id,
        workflow_name: childWf.name,
        flow_id: childWf.id,
        flow_name: childWf.name,
        execution_id: id,
        parent_execution_id: e.id,
        trigger_type: 'call',
        call_stack: [...stack, childWf.id],
        steps_since_wait: 0,
        started_at: now.toISOString(),
      }),
      errorDetails: null,
      createdAt: now,
      startedAt: now,
      endedAt: null,
    };
    await this.repo.insert(trx, child);
    await this.repo.addEvent(trx, {
      projectId: e.projectId,
      executionId: id,
      eventType: 'execution_started',
      direction: 'internal',
      payload: { trigger_type: 'call', parent_execution_id: e.id },
      at: now,
    });
    await this.ctx.executionsPublisher.queueWork(trx, { projectId: e.projectId, executionId: id, reason: 'start', at: now });
    await this.publicEvent(trx, child, 'workflow.execution.started', now, childWf.name);
    return { kind: 'call', child };
  }

  /**
   * Writes a step's outcome (with `extra`, e.g. the end of its lease, in the same update); its events go
   * to `log` (written by the caller before commit). When the execution keeps running, returns the row as
   * changed and the changes left `unwritten` (the next step's write carries them), else false.
   */
  private async apply(
    trx: Trx,
    e: ExecutionRow,
    wf: WorkflowForExecution,
    node: WorkflowNode,
    o: Outcome,
    now: Date,
    log: NewExecutionEvent[],
    extra: ExecutionPatch = {},
  ): Promise<{ row: ExecutionRow; unwritten: ExecutionPatch } | false> {
    const base = (o as { context?: ExecutionContext }).context ?? e.context;
    const context: ExecutionContext = { ...base, system: { ...base.system, steps_since_wait: Number(base.system.steps_since_wait ?? 0) + 1 } };
    const event = (type: string, payload: Record<string, unknown> = {}, edgeLabel?: string) =>
      log.push({
        projectId: e.projectId,
        executionId: e.id,
        eventType: type,
        direction: 'internal',
        nodeId: node.id,
        nodeType: node.type,
        step: e.step,
        edgeLabel,
        payload,
        at: now,
      });
    switch (o.kind) {
      case 'next': {
        const target = nextNodeId(wf.definition, node.id, o.label);
        event('step_completed', {}, o.label);
        if (!target) {
          await this.repo.update(trx, e.id, { ...extra, context }, now);
          await this.finish(trx, { ...e, context }, 'ended', null, now);
          return false;
        }
        const targetNode = findNode(wf.definition, target)!;
        const moved: ExecutionPatch = { ...extra, context, currentNodeId: target, currentNodeType: targetNode.type, step: e.step + 1 };
        return { row: { ...e, ...moved } as ExecutionRow, unwritten: moved };
      }
      case 'wait_reply': {
        const waitContext = { ...context, system: { ...context.system, steps_since_wait: 0 } };
        const waitPatch = { context: waitContext, status: 'waiting' as const, waitingReason: 'wait_for_response' as const, timeoutAt: o.timeoutAt };
        event('wait_started', { timeout_at: o.timeoutAt?.toISOString() ?? null });
        // One statement: the wait, the transaction's events so far, and whether replies arrived while it
        // was running (typed ahead: they answer this wait once their debounce window passed).
        const { pending: buffered } = await this.repo.recordStep(trx, e.id, { ...extra, ...waitPatch }, now, { events: log.splice(0), countPending: true });
        const waiting = { ...e, ...waitPatch };
        await this.publicEvent(trx, waiting, 'workflow.execution.waiting', now, wf.name);
        if (buffered > 0 && (!e.inputDueAt || e.inputDueAt <= now)) await this.takeReply(trx, waiting, wf, await this.repo.pendingInputs(trx, e.id), now);
        return false;
      }
      case 'delay':
        await this.repo.update(trx, e.id, { ...extra, context, status: 'waiting', waitingReason: 'delay', timeoutAt: o.until }, now);
        event('delay_started', { until: o.until.toISOString() });
        return false;
      case 'call':
        await this.repo.update(
          trx,
          e.id,
          { ...extra, context, status: 'waiting', waitingReason: 'call', timeoutAt: null, resumableExecutionId: o.child.id },
          now,
        );
        await this.repo.setResumable(trx, e.rootExecutionId, o.child.id, now);
        event('child_started', { child_execution_id: o.child.id, workflow_id: o.child.workflowId });
        await this.publicEvent(trx, { ...e, status: 'waiting', waitingReason: 'call' }, 'workflow.execution.waiting', now, wf.name);
        return false;
      case 'handoff':
        await this.repo.update(trx, e.id, { ...extra, context, status: 'handoff', waitingReason: null, timeoutAt: null }, now);
        await this.repo.discardInputs(trx, e.id, now);
        event('handoff', { reason: o.reason ?? null });
        await this.markChain(trx, e, 'handoff', now);
        await this.publicEvent(trx, { ...e, status: 'handoff' }, 'workflow.execution.handoff', now, wf.name);
        return false;
      case 'end':
        event('step_completed');
        await this.repo.update(trx, e.id, { ...extra, context }, now);
        await this.finish(trx, { ...e, context }, 'ended', null, now);
        return false;
      case 'fail':
        event('step_failed', { error: o.error });
        if (Object.keys(extra).length) await this.repo.update(trx, e.id, extra, now);
        await this.finish(trx, e, 'failed', o.error, now);
        return false;
    }
  }

  /** A handoff in a child holds the whole conversation: its ancestors show it too (no input is routed). */
  private async markChain(trx: Trx, e: ExecutionRow, status: 'handoff', now: Date): Promise<void> {
    let parentId = e.parentExecutionId;
    while (parentId) {
      const p = await this.repo.lock(trx, e.projectId, parentId);
      if (!p || p === 'busy') return;
      await this.repo.update(trx, p.id, { status, waitingReason: null, timeoutAt: null }, now);
      parentId = p.parentExecutionId;
    }
  }

  /**
   * Ends or fails an execution. A child's end resumes its parent at the call node's next edge (vars merged
   * back; a failure written to the call's error variable), in this same transaction.
   */
  async finish(trx: Trx, e: ExecutionRow, status: 'ended' | 'failed', error: ExecutionError | null, now: Date): Promise<void> {
    await this.repo.update(
      trx,
      e.id,
      { status, waitingReason: null, timeoutAt: null, inputDueAt: null, endedAt: now, errorDetails: error, resumableExecutionId: null },
      now,
    );
    await this.repo.discardInputs(trx, e.id, now);
    await this.repo.addEvent(trx, {
      projectId: e.projectId,
      executionId: e.id,
      eventType: status === 'ended' ? 'execution_ended' : 'execution_failed',
      direction: 'internal',
      nodeId: e.currentNodeId,
      nodeType: e.currentNodeType,
      step: e.step,
      payload: error ? { error } : {},
      at: now,
    });
    const wf = await this.catalog.getForExecution(e.projectId, e.workflowId, trx);
    await this.publicEvent(trx, { ...e, status, errorDetails: error, endedAt: now }, STATUS_EVENT[status]!, now, wf?.name ?? null);
    if (!e.parentExecutionId) return;
    const parent = await this.repo.lock(trx, e.projectId, e.parentExecutionId);
    if (!parent || parent === 'busy' || parent.status !== 'waiting' || parent.waitingReason !== 'call') return;
    const pwf = await this.catalog.getForExecution(parent.projectId, parent.workflowId, trx);
    const callNode = pwf && parent.currentNodeId ? findNode(pwf.definition, parent.currentNodeId) : undefined;
    let ctx: ExecutionContext = status === 'ended' ? mergeChildVars(parent.context, e.context) : parent.context;
    if (status === 'failed') {
      const errVar = callNode?.type === 'call' ? (callNode.config.save_error_to ?? DEFAULT_CALL_ERROR_VAR) : DEFAULT_CALL_ERROR_VAR;
      ctx = withVar(ctx, errVar, {
        error: error?.message ?? 'Child execution failed',
        code: error?.code ?? null,
        workflow_id: e.workflowId,
        execution_id: e.id,
      });
    }
    const completed: NewExecutionEvent = {
      projectId: parent.projectId,
      executionId: parent.id,
      eventType: 'child_completed',
      direction: 'internal',
      nodeId: parent.currentNodeId,
      nodeType: parent.currentNodeType,
      step: parent.step,
      payload: { child_execution_id: e.id, status },
      at: now,
    };
    const resumed: ExecutionPatch = {
      status: 'running',
      waitingReason: null,
      timeoutAt: null,
      context: ctx,
      resumableExecutionId: parent.id,
      waitSeq: parent.waitSeq + 1,
    };
    await this.repo.setResumable(trx, parent.rootExecutionId, parent.id, now);
    // The parent continues from its call node (whatever the call step names now): its next edge.
    await this.moveOn(trx, parent, pwf, NEXT_LABEL, now, { patch: resumed, events: [completed] });
  }

  /**
   * Moves a resumed execution past its current node along `label` and queues it (or ends it at a leaf).
   * `resume.patch` (how it was resumed) is written in the same update as the move, and `resume.events`
   * in the same insert as the step's event.
   */
  private async moveOn(
    trx: Trx,
    waiting: ExecutionRow,
    wf: WorkflowForExecution | undefined,
    label: string,
    now: Date,
    resume: { patch: ExecutionPatch; events: NewExecutionEvent[]; consumedInputs?: string[] },
  ): Promise<void> {
    const e = { ...waiting, ...resume.patch } as ExecutionRow;
    const events = [...resume.events];
    const stop = async (status: 'ended' | 'failed', error: ExecutionError | null) => {
      await this.repo.recordStep(trx, e.id, resume.patch, now, { events, consumeInputs: resume.consumedInputs });
      await this.finish(trx, e, status, error, now);
    };
    if (!wf) return stop('failed', { code: 'workflow_not_found', message: 'The workflow of this execution no longer exists' });
    const target = e.currentNodeId ? nextNodeId(wf.definition, e.currentNodeId, label) : undefined;
    events.push({
      projectId: e.projectId,
      executionId: e.id,
      eventType: 'step_completed',
      direction: 'internal',
      nodeId: e.currentNodeId,
      nodeType: e.currentNodeType,
      step: e.step,
      edgeLabel: label,
      payload: {},
      at: now,
    });
    if (!target) return stop('ended', null);
    const node = findNode(wf.definition, target)!;
    const moved: ExecutionPatch = { ...resume.patch, currentNodeId: target, currentNodeType: node.type, step: e.step + 1, status: 'running' };
    const next = { ...e, ...moved } as ExecutionRow;
    // A step with side effects next (a send after a reply): claimed in this same write and run by this
    // process's local run right after the commit (the queued item stays the backstop; 0723).
    if (this.isExternal(node, next)) moved.leaseUntil = new Date(now.getTime() + this.stepLeaseMs);
    // The move, the events and the consumed inputs: one statement.
    await this.repo.recordStep(trx, e.id, moved, now, { events, consumeInputs: resume.consumedInputs });
    if (moved.leaseUntil) this.keepClaim(trx, { e: { ...next, leaseUntil: moved.leaseUntil }, wf, node });
    await this.ctx.executionsPublisher.queueWork(trx, { projectId: e.projectId, executionId: e.id, reason: 'resume', at: now });
  }

  /**
   * Applies a reply (merged pending inputs) to an execution waiting for one, under its lock. The reply
   * and the wait's timeout go through the same rule (domain/execution-state.decideWait): exactly one wins.
   * Returns false (never keeps the caller's step loop going: the work item queued here continues).
   */
  async takeReply(
    trx: Trx,
    e: ExecutionRow,
    wf: WorkflowForExecution | undefined,
    pending: { id: string; text: string | null; payload: Record<string, unknown> }[],
    now: Date,
  ): Promise<boolean> {
    const d = decideWait(e, { kind: 'reply', waitSeq: e.waitSeq });
    if (!('take' in d) || !wf) return false;
    const node = e.currentNodeId ? findNode(wf.definition, e.currentNodeId) : undefined;
    if (!node) {
      await this.finish(
        trx,
        e,
        'failed',
        { code: 'node_removed', message: `Node ${e.currentNodeId} is no longer in the workflow`, node_id: e.currentNodeId },
        now,
      );
      return false;
    }
    const inputs: InputFact[] = pending.map((p) => ({
      text: p.text,
      choiceId: typeof p.payload.choice_id === 'string' ? p.payload.choice_id : null,
      payload: p.payload,
    }));
    const reply = mergeInputs(inputs);
    // An agent node waiting for the customer: the reply resumes the same node and step (its agent session).
    const label = node.type === 'agent' ? NEXT_LABEL : replyLabel(wf.definition, node, reply);
    const consumed = pending.map((p) => p.id);
    const received: NewExecutionEvent = {
      projectId: e.projectId,
      executionId: e.id,
      eventType: 'input_received',
      direction: 'inbound',
      nodeId: node.id,
      nodeType: node.type,
      step: e.step,
      payload: { text: reply.text, choice_id: reply.choiceId, messages: reply.count, taken: label !== undefined },
      at: now,
    };
    // A button/list node without a fallback edge ignores a reply that picks none of its choices.
    if (label === undefined) {
      await this.repo.consumeInputs(trx, consumed, now);
      await this.repo.addEvents(trx, [received]);
      return false;
    }
    const saveTo =
      node.type === 'wait_for_response' || node.type === 'send_interactive' ? (node.config as { save_response_to?: string }).save_response_to : undefined;
    let ctx: ExecutionContext = {
      ...e.context,
      system: { ...e.context.system, last_user_input: reply.text, last_resume: { reason: 'user_input', at: now.toISOString() }, steps_since_wait: 0 },
    };
    if (saveTo) ctx = withVar(ctx, saveTo, reply.choiceId && label !== NEXT_LABEL ? reply.choiceId : reply.text);
    const resumed: ExecutionPatch = { status: 'running', waitingReason: null, timeoutAt: null, inputDueAt: null, waitSeq: d.nextWaitSeq, context: ctx };
    if (node.type === 'agent') {
      await this.repo.recordStep(trx, e.id, resumed, now, { events: [received], consumeInputs: consumed });
      await this.ctx.executionsPublisher.queueWork(trx, { projectId: e.projectId, executionId: e.id, reason: 'resume', at: now });
      return false;
    }
    await this.moveOn(trx, e, wf, label, now, { patch: resumed, events: [received], consumedInputs: consumed });
    return false;
  }

  /**
   * Fires a wait's (or delay's) timeout if it is still the current wait and due by the injected clock.
   * Returns which path was taken: 'timeout', or 'ignored' (a reply won, the wait changed, not due yet).
   */
  async fireTimeout(projectId: string, executionId: string, waitSeq: number): Promise<'timeout' | 'ignored'> {
    return this.ctx.db.transaction(async (trx) => {
      const e = await this.repo.lock(trx, projectId, executionId);
      if (!e || e === 'busy') return 'ignored';
      const now = this.ctx.clock.now();
      const d = decideWait(e, { kind: 'timeout', waitSeq, now });
      if (!('take' in d)) return 'ignored';
      const wf = await this.catalog.getForExecution(projectId, e.workflowId, trx);
      if (e.waitingReason === 'delay') {
        // The delayed send now runs (its step marked delayed in system.delayed_step).
        await this.repo.update(trx, e.id, { status: 'running', waitingReason: null, timeoutAt: null, waitSeq: d.nextWaitSeq }, now);
        await this.repo.addEvent(trx, {
          projectId,
          executionId,
          eventType: 'delay_ended',
          direction: 'internal',
          nodeId: e.currentNodeId,
          nodeType: e.currentNodeType,
          step: e.step,
          payload: {},
          at: now,
        });
        await this.ctx.executionsPublisher.queueWork(trx, { projectId, executionId, reason: 'timer', at: now });
        return 'timeout';
      }
      const node = wf && e.currentNodeId ? findNode(wf.definition, e.currentNodeId) : undefined;
      const label = wf && node ? timeoutLabel(wf.definition, node) : NEXT_LABEL;
      const ctx: ExecutionContext = {
        ...e.context,
        system: { ...e.context.system, last_resume: { reason: 'timeout', at: now.toISOString() }, steps_since_wait: 0 },
      };
      const resumed: ExecutionPatch = { status: 'running', waitingReason: null, timeoutAt: null, inputDueAt: null, waitSeq: d.nextWaitSeq, context: ctx };
      const timedOut: NewExecutionEvent = {
        projectId,
        executionId,
        eventType: 'wait_timed_out',
        direction: 'internal',
        nodeId: e.currentNodeId,
        nodeType: e.currentNodeType,
        step: e.step,
        edgeLabel: label,
        payload: {},
        at: now,
      };
      await this.moveOn(trx, e, wf, label, now, { patch: resumed, events: [timedOut] });
      return 'timeout';
    });
  }

  /** In-process timers at the end of debounce windows, per execution (a new message of the burst replaces it). */
  private readonly inputTimers = new Map<string, NodeJS.Timeout>();

  /**
   * Once `trx` commits, delivers the execution's buffered inputs when their debounce window ends, in
   * this process: the reply costs the window, not the window plus a sweeper period. The timer sweeper
   * stays the durable backstop (a restart, another replica); both go through flushInputs (idempotent).
   */
  scheduleInputs(trx: Trx, projectId: string, executionId: string, due: Date): void {
    this.ctx.executionsPublisher.afterCommit(trx, () => {
      clearTimeout(this.inputTimers.get(executionId));
      const timer = setTimeout(
        () => {
          this.inputTimers.delete(executionId);
          this.flushInputs(projectId, executionId).catch((err) =>
            this.ctx.logger.debug({ err, execution_id: executionId }, 'debounced inputs left to the timer sweeper'),
          );
        },
        // A timer may fire a millisecond early; the window is checked against the clock.
        Math.max(0, due.getTime() - this.ctx.clock.now().getTime()) + 2,
      );
      timer.unref();
      this.inputTimers.set(executionId, timer);
    });
  }

  /** Delivers buffered inputs whose debounce window has passed (the in-process timer, or the sweeper's second timer). */
  async flushInputs(projectId: string, executionId: string): Promise<'reply' | 'ignored'> {
    return this.ctx.db.transaction(async (trx) => {
      const e = await this.repo.lock(trx, projectId, executionId);
      if (!e || e === 'busy') return 'ignored';
      const now = this.ctx.clock.now();
      if (!e.inputDueAt || e.inputDueAt > now) return 'ignored';
      await this.repo.update(trx, e.id, { inputDueAt: null }, now);
      if (e.status !== 'waiting' || e.waitingReason !== 'wait_for_response') return 'ignored';
      const pending = await this.repo.pendingInputs(trx, e.id);
      if (!pending.length) return 'ignored';
      const wf = await this.catalog.getForExecution(projectId, e.workflowId, trx);
      const before = e.waitSeq;
      await this.takeReply(trx, { ...e, inputDueAt: null }, wf, pending, now);
      const after = await this.repo.lock(trx, projectId, executionId);
      return after && after !== 'busy' && after.waitSeq !== before ? 'reply' : 'ignored';
    });
  }

  /** Starts an observer execution of an event trigger (never routed inbound messages; sends only to explicit numbers). */
  async startObserver(
    trx: Trx,
    projectId: string,
    workflowId: string,
    o: {
      triggerType: string;
      event: Record<string, unknown>;
      phoneNumberId: string | null;
      conversationId?: string | null;
      phoneNumber?: string | null;
      now: Date;
    },
  ): Promise<string | undefined> {
    const wf = await this.catalog.getForExecution(projectId, workflowId, trx);
    if (!wf || wf.status !== 'active') return undefined;
    return this.create(trx, {
      projectId,
      wf,
      triggerType: o.triggerType,
      observer: true,
      phoneNumberId: o.phoneNumberId,
      phoneNumber: o.phoneNumber ?? null,
      recipient: null,
      conversationId: o.conversationId ?? null,
      vars: {},
      context: { channel: o.triggerType === 'project_event' ? 'project_event' : 'whatsapp', event: o.event },
      metadata: {},
      system: { observer_mode: true, allow_outbound: false, ...(o.triggerType === 'project_event' ? { project_event_id: o.event.id } : {}) },
      now: o.now,
    });
  }

  /** Inserts a running execution at the workflow's start node and queues its first work item. */
  async create(
    trx: Trx,
    s: {
      projectId: string;
      wf: WorkflowForExecution;
      triggerType: string;
      observer: boolean;
      phoneNumberId: string | null;
      phoneNumber: string | null;
      recipient: string | null;
      conversationId: string | null;
      vars: Record<string, unknown>;
      context: Record<string, unknown>;
      metadata: Record<string, unknown>;
      system?: Record<string, unknown>;
      /** A keyed API start (decision 0726): stored on the row, unique per project. */
      idempotency?: { key: string; fingerprint: string };
      now: Date;
    },
  ): Promise<string> {
    const id = randomUUID();
    const trackingId = `trk_${id.replace(/-/g, '').slice(0, 20)}`;
    const start = startNode(s.wf.definition);
    const row: ExecutionRow = {
      id,
      projectId: s.projectId,
      workflowId: s.wf.id,
      status: 'running',
      trackingId,
      triggerType: s.triggerType,
      observer: s.observer,
      parentExecutionId: null,
      rootExecutionId: id,
      parentNodeId: null,
      phoneNumberId: s.phoneNumberId,
      phoneNumber: s.phoneNumber,
      recipient: s.recipient,
      conversationId: s.conversationId,
      currentNodeId: start.id,
      currentNodeType: start.type,
      context: {
        vars: s.vars,
        system: {
          workflow_id: s.wf.id,
          workflow_name: s.wf.name,
          flow_id: s.wf.id,
          flow_name: s.wf.name,
          execution_id: id,
          trigger_type: s.triggerType,
          tracking_id: trackingId,
          project_id: s.projectId,
          started_at: s.now.toISOString(),
          call_stack: [s.wf.id],
          steps_since_wait: 0,
          ...(s.phoneNumberId ? { whatsapp_config: { phone_number_id: s.phoneNumberId } } : {}),
          ...(s.system ?? {}),
        },
        context: {
          channel: 'whatsapp',
          ...(s.phoneNumber ? { phone_number: s.phoneNumber } : {}),
          ...(s.phoneNumberId ? { phone_number_id: s.phoneNumberId } : {}),
          ...(s.conversationId ? { conversation_id: s.conversationId } : {}),
          ...s.context,
        },
        metadata: s.metadata,
      },
      createdAt: s.now,
      startedAt: s.now,
      // As inserted (the columns' initial values).
      resumableExecutionId: id,
      step: 0,
      waitSeq: 0,
      waitingReason: null,
      timeoutAt: null,
      inputDueAt: null,
      leaseUntil: null,
      errorDetails: null,
      endedAt: null,
    };
    const events: NewExecutionEvent[] = [
      { projectId: s.projectId, executionId: id, eventType: 'execution_started', direction: 'internal', payload: { trigger_type: s.triggerType }, at: s.now },
    ];
    // The start step has no effect of its own: when the node after it has side effects (a send), the
    // execution is inserted past it (step 1, as the start step would have left it) with that step
    // claimed, and this process's local run sends right after the commit without another read (0723).
    const afterId = nextNodeId(s.wf.definition, start.id, NEXT_LABEL);
    const after = afterId ? findNode(s.wf.definition, afterId) : undefined;
    const context = { ...row.context, system: { ...row.context.system, steps_since_wait: 1 } };
    const past: ExecutionRow | undefined = after
      ? { ...row, currentNodeId: after.id, currentNodeType: after.type, step: 1, context, leaseUntil: new Date(s.now.getTime() + this.stepLeaseMs) }
      : undefined;
    if (past && after && this.isExternal(after, past)) {
      events.push({
        projectId: s.projectId,
        executionId: id,
        eventType: 'step_completed',
        direction: 'internal',
        nodeId: start.id,
        nodeType: start.type,
        step: 0,
        edgeLabel: NEXT_LABEL,
        payload: {},
        at: s.now,
      });
      await this.repo.insert(trx, past, s.idempotency);
      this.keepClaim(trx, { e: past, wf: s.wf, node: after });
    } else await this.repo.insert(trx, row, s.idempotency);
    await this.repo.addEvents(trx, events);
    await this.ctx.executionsPublisher.queueWork(trx, { projectId: s.projectId, executionId: id, reason: 'start', at: s.now });
    await this.publicEvent(trx, row, 'workflow.execution.started', s.now, s.wf.name);
    return id;
  }

  /** One workflow.execution.* event for project webhooks; its id is derived from the fact (execution, event, step). */
  async publicEvent(trx: Trx, e: ExecutionRow, name: string, now: Date, workflowName: string | null): Promise<void> {
    await this.ctx.executionsPublisher.publicEvent(trx, {
      eventId: `${e.id}:${name}:${e.step}:${e.waitSeq}`,
      projectId: e.projectId,
      name,
      at: now,
      fields: {
        workflow_execution: {
          id: e.id,
          workflow_id: e.workflowId,
          status: e.status as ExecutionStatus,
          tracking_id: e.trackingId,
          trigger_type: e.triggerType,
          parent_execution_id: e.parentExecutionId,
          conversation_id: e.conversationId,
          phone_number_id: e.phoneNumberId,
          current_step: e.currentNodeId ? { node_id: e.currentNodeId, node_type: e.currentNodeType, position: e.step } : null,
          waiting_reason: e.status === 'waiting' ? e.waitingReason : null,
          error_details: e.errorDetails,
          started_at: e.startedAt.toISOString(),
          ended_at: e.endedAt ? e.endedAt.toISOString() : null,
        },
        workflow: { id: e.workflowId, name: workflowName },
      },
    });
  }
}

/**
 * A peer's answer as stored in the execution context: every string and key with NUL and unpaired
 * surrogates replaced (decision 0010; jsonb refuses both). A walk over the value, never an edit of its
 * JSON text, so a peer's literal `\\u0000` (six characters) is kept as text.
 */
function storable<T>(v: T): T {
  return storableJson(v);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
