/**
 * Stepping, claims and leases: runs an execution from its stored state until it waits, hands off, ends
 * or fails, one step at a time under the execution's row lock. A step without side effects commits in
 * one transaction. A step with side effects (sends, functions, webhooks, integrations, agents) is
 * claimed with a lease, run outside any transaction (no connection or lock held across a network call),
 * and recorded in a second transaction; a crash repeats at most that step, whose side effects carry the
 * key `execution:{id}:step:{n}` (a send is never repeated: messaging-proxy answers duplicate_send).
 */
import type { Trx } from '@platform/db';
import { findNode, startNode } from '../domain/graph-navigation';
import type { WorkflowNode } from '../domain/graph.schema';
import { MAX_STEPS_WITHOUT_WAIT, STEPS_PER_WORK_ITEM } from '../domain/node-steps';
import type { ExecutionPatch, ExecutionRow, NewExecutionEvent } from '../infra/db/executions.repository';
import { RetryLater } from '@platform/bus';
import { stepKey, type Claim, EnginePart, type Locked, type Outcome, type PendingEvent, type Phase, type SteppingPart } from './engine-parts';
import type { NodeStep } from './node-executor';
import { executorOf, isExternal } from './nodes';
import { applyOutcome } from './outcome';
import type { WorkflowForExecution } from './ports';

/** Steps without side effects run in one transaction before it commits. */
const INTERNAL_STEPS_PER_TRANSACTION = 20;
/** Steps with side effects one run performs before its work item yields. */
const EXTERNAL_STEPS_PER_RUN = 10;

/** Covered work items remembered at most (oldest dropped first; a dropped one just reads its execution). */
const COVERED_MAX = 20_000;
/** How long a covered work item is remembered: well beyond the outbox relay's and the queue's delivery delay. */
const COVERED_TTL_MS = 10 * 60_000;

/** The engine's stepping: runs of steps, this process's claims, leases. */
export class ExecutionStepping extends EnginePart implements SteppingPart {
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
    const finish = this.env.parts.lifecycle.finish.bind(this.env.parts.lifecycle);
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
        cur = { e: locked.row, wf: await this.env.catalog.getForExecution(projectId, locked.row.workflowId, trx, locked.head) };
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
        await finish(trx, e, 'failed', { code: 'workflow_not_found', message: 'The workflow of this execution no longer exists' }, now);
        return { more: false };
      }
      const node = e.currentNodeId ? findNode(wf.definition, e.currentNodeId) : startNode(wf.definition);
      if (!node) {
        await write(now);
        await finish(
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
        await finish(
          trx,
          e,
          'failed',
          { code: 'step_limit_exceeded', message: `More than ${MAX_STEPS_WITHOUT_WAIT} steps without waiting (a loop without a wait?)`, node_id: node.id },
          now,
        );
        return { more: false };
      }
      if (isExternal(node, e)) {
        // The claim carries the previous steps' changes and events (one statement).
        await this.repo.recordStep(trx, e.id, { ...unwritten, leaseUntil: new Date(now.getTime() + this.env.stepLeaseMs) }, now, { events: log.splice(0) });
        return { claim: { e, wf, node } };
      }
      const pending: PendingEvent[] = [];
      const outcome = await this.execute(trx, e, wf, node, now, pending);
      for (const p of pending) log.push({ ...p, at: now });
      const next = await applyOutcome(this.env, trx, e, wf, node, outcome, now, log, unwritten);
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
  keepClaim(trx: Trx, claim: Claim): void {
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
        const next = await applyOutcome(this.env, trx, { ...cur, leaseUntil: null }, wf, node, outcome, now, log, { leaseUntil: null });
        if (!next) {
          await this.repo.addEvents(trx, log);
          return { more: false };
        }
        // The following steps run on the workflow version read with this lock (an edit meanwhile applies from here).
        const fresh = await this.env.catalog.getForExecution(projectId, cur.workflowId, trx, locked.head);
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
   * Executes one node through its type's executor (./nodes). `trx` is null for a step with side effects
   * (it runs outside any transaction; its events are collected in `pending`).
   */
  private async execute(trx: Trx | null, e: ExecutionRow, wf: WorkflowForExecution, node: WorkflowNode, now: Date, pending: PendingEvent[]): Promise<Outcome> {
    const executor = executorOf(node);
    if (!executor)
      return {
        kind: 'fail',
        error: { code: 'unsupported_node', message: `Node type ${(node as WorkflowNode).type} cannot run`, node_id: (node as WorkflowNode).id },
      };
    const step: NodeStep = {
      trx,
      e,
      wf,
      node,
      now,
      context: e.context,
      key: stepKey(e.id, e.step),
      event: (type, payload = {}, direction = 'internal') => {
        // Written by the caller with the step's outcome (one insert for a transaction's events).
        pending.push({ projectId: e.projectId, executionId: e.id, eventType: type, direction, nodeId: node.id, nodeType: node.type, step: e.step, payload });
      },
      inTrx: () => {
        if (!trx) throw new Error(`node type ${node.type} needs the step's transaction`);
        return trx;
      },
    };
    return executor.run(step, this.env);
  }
}
