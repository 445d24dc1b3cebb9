import { randomUUID } from 'node:crypto';
import type { workflowsAgent } from '@platform/contracts';
import { isUniqueViolation, type Trx } from '@platform/db';
import { conflict, notFound, validationFailed } from '@platform/errors';
import type { UsecaseContext } from '../../context';
import {
  callStepNamesWorkflow,
  decideForce,
  decideResume,
  type ForceableStatus,
  type ResumeFacts,
  type ResumeLock,
  type ResumeRefusal,
} from '../domain/execution-state';
import { findNode, nextNodeId } from '../domain/graph-navigation';
import { conversationOwner, startFingerprint } from '../domain/start-idempotency';
import type { ExecutionRow } from '../infra/db/executions.repository';
import type { ProjectReferences } from '../infra/grpc/project-references.client';
import type { WorkflowCatalog } from '../engine/ports';
import type { ExecutionEngineUsecase } from './execution-engine.usecase';

/** 409 at once: another request or the engine is processing the execution (spec 7.5). */
const busy = () => conflict('The execution is being processed; retry after a short delay', { code: 'execution_busy' });
const notFoundError = () => notFound('WORKFLOW_EXECUTION_NOT_FOUND', 'Workflow execution not found');
/** 422: an idempotency key already started another execution request (decision 0726). */
const keyReused = () =>
  validationFailed('This idempotency key was already used for a different start request', { code: 'idempotency_key_reused', field: 'idempotency_key' });

/** An execution as the resume rule sees its lock. */
const resumeLock = (e: ExecutionRow | 'busy' | undefined): ResumeLock =>
  !e ? 'missing' : e === 'busy' ? 'busy' : { status: e.status, waitingReason: e.waitingReason, hasParent: !!e.parentExecutionId };

/** The error of a refused resume (`childId`: the child of the call step that changed). */
function resumeRefused(v: ResumeRefusal, childId: string): Error {
  switch (v.refuse) {
    case 'not_found':
      return notFoundError();
    case 'busy':
      return busy();
    case 'not_waiting':
      return validationFailed(`Execution cannot be resumed: it is ${v.status}, not waiting`, { code: 'execution_not_waiting' });
    case 'no_active_child':
      return validationFailed('Execution cannot be resumed: its call step has no active child', { code: 'execution_not_waiting' });
    case 'call_step_changed':
      return validationFailed('The call step was changed to another workflow while its child execution was active', {
        code: 'call_step_changed',
        child_execution_id: childId,
      });
    case 'child_not_waiting':
      return validationFailed(`Execution cannot be resumed: its child is ${v.status}`, { code: 'execution_not_waiting' });
    case 'not_waiting_for_input':
      return validationFailed('Execution cannot be resumed: it is not waiting for input', { code: 'execution_not_waiting' });
  }
}

/** An inbound message as contacts' messaging.message.received carries it. */
export interface InboundMessage {
  projectId: string;
  phoneNumberId: string;
  wamid: string;
  conversationId: string | null;
  /** The contact's phone number (wa_id), when known. */
  phoneNumber: string | null;
  /** The contact's business-scoped user id and parent id, when known. */
  userIds: string[];
  text: string | null;
  /** A button or list reply's id. */
  choiceId: string | null;
  type: string;
  profileName: string | null;
  receivedAt: Date;
}

/** Platform events a messaging_event trigger may name (decision 0713; spec 6 thread control). */
export const TRIGGER_EVENTS: readonly string[] = [
  'messaging.message.received',
  'messaging.message.sent',
  'messaging.message.failed',
  'messaging.conversation.created',
  'messaging.conversation.ended',
  'messaging.thread.control_received',
];

/**
 * Commands on executions: start (API), resume, forced status, and inbound routing of messages and
 * platform events. The engine (ExecutionEngineUsecase) does the stepping.
 */
export class ExecutionsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly engine: ExecutionEngineUsecase,
    private readonly catalog: WorkflowCatalog,
    /** The project's numbers (messaging-proxy): a start names one of them, like a trigger does. */
    private readonly refs: Pick<ProjectReferences, 'phoneNumberExists'>,
  ) {}

  /**
   * POST /workflows/{id}/executions: an active workflow's execution, running (202 with its id). With
   * an idempotency key (decision 0726) the same (project, key) answers the execution it started, in
   * its current state, even if the workflow was paused since; the key reused for another request is
   * 422 `idempotency_key_reused`. Two concurrent keyed starts serialize on the key's unique index:
   * the loser answers the winner's execution.
   */
  async start(req: {
    projectId: string;
    workflowId: string;
    recipient?: string;
    phoneNumber?: string;
    phoneNumberId: string;
    variables: Record<string, unknown>;
    context: Record<string, unknown>;
    metadata: Record<string, unknown>;
    idempotencyKey?: string;
  }): Promise<workflowsAgent.WorkflowExecution> {
    const idempotency = req.idempotencyKey ? { key: req.idempotencyKey, fingerprint: startFingerprint(req) } : undefined;
    if (idempotency) {
      const prior = await this.keyedExecution(req.projectId, idempotency);
      if (prior) return prior;
    }
    try {
      return await this.startNew(req, idempotency);
    } catch (err) {
      if (!idempotency || !isUniqueViolation(err)) throw err;
      const winner = await this.keyedExecution(req.projectId, idempotency);
      if (!winner) throw err;
      return winner;
    }
  }

  /** The execution a start with this key created (422 when that start was another request). */
  private async keyedExecution(projectId: string, k: { key: string; fingerprint: string }): Promise<workflowsAgent.WorkflowExecution | undefined> {
    const prior = await this.ctx.executions.findByIdempotencyKey(null, projectId, k.key);
    if (!prior) return undefined;
    if (prior.fingerprint !== k.fingerprint) throw keyReused();
    return prior.execution;
  }

  private async startNew(
    req: Parameters<ExecutionsUsecase['start']>[0],
    idempotency: { key: string; fingerprint: string } | undefined,
  ): Promise<workflowsAgent.WorkflowExecution> {
    const wf = await this.catalog.getForExecution(req.projectId, req.workflowId);
    if (!wf) throw notFound('WORKFLOW_NOT_FOUND', 'Workflow not found');
    if (wf.status !== 'active') throw validationFailed('Workflow is not active', { code: 'workflow_not_active' });
    if (!(await this.catalog.apiStartAllowed(req.projectId, req.workflowId)))
      throw validationFailed("The workflow's api_call trigger is inactive", { code: 'api_trigger_inactive' });
    if (!req.recipient && !req.phoneNumber) throw validationFailed('One of recipient and phone_number is required', { code: 'recipient_required' });
    // The number sends go from must be the project's (the same check and answer as a trigger's):
    // another project's number answers exactly like an unknown one.
    if (!(await this.refs.phoneNumberExists(req.projectId, req.phoneNumberId)))
      throw validationFailed(`phone_number_id ${req.phoneNumberId} is not a number of this project`, { field: 'phone_number_id' });
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const id = await this.engine.create(trx, {
        projectId: req.projectId,
        wf,
        triggerType: 'api_call',
        observer: false,
        phoneNumberId: req.phoneNumberId,
        phoneNumber: req.phoneNumber ?? null,
        recipient: req.recipient ?? null,
        conversationId: null,
        vars: req.variables,
        context: { ...req.context, ...(req.recipient ? { business_scoped_user_id: req.recipient } : {}), channel: 'api' },
        metadata: { ...req.metadata, request: { ...((req.metadata.request as object) ?? {}), timestamp: now.toISOString() } },
        idempotency,
        now,
      });
      return (await this.ctx.executions.message(trx, req.projectId, id))!;
    });
  }

  /**
   * POST /workflow_executions/{id}/resume: 409 at once when busy (row lock NOWAIT, or running); 422
   * when not waiting for input, or when a call step on the way to the waiting child now names another
   * workflow. The input goes to the execution that accepts input next (the deepest waiting child).
   */
  async resume(req: {
    projectId: string;
    executionId: string;
    message: Record<string, unknown> | null;
    variables: Record<string, unknown>;
  }): Promise<workflowsAgent.WorkflowExecution> {
    return this.ctx.db.transaction(
      async (trx) => {
        const now = this.ctx.clock.now();
        const target = await this.resumeTarget(trx, req.projectId, req.executionId);
        const wf = await this.catalog.getForExecution(req.projectId, target.workflowId, trx);
        const vars = { ...target.context.vars, ...req.variables };
        const withVars: ExecutionRow = { ...target, context: { ...target.context, vars } };
        await this.ctx.executions.update(trx, target.id, { context: withVars.context }, now);
        const msg = req.message ?? {};
        const data = msg.data;
        const text = typeof data === 'string' ? data : data === undefined || data === null ? '' : JSON.stringify(data);
        const inputKey = `resume:${randomUUID()}`;
        await this.ctx.executions.addInput(trx, {
          projectId: req.projectId,
          executionId: target.id,
          sourceKey: inputKey,
          text,
          payload: {
            source: 'api',
            kind: typeof msg.kind === 'string' ? msg.kind : 'payload',
            ...(typeof msg.choice_id === 'string' ? { choice_id: msg.choice_id } : {}),
          },
          at: now,
        });
        const pending = await this.ctx.executions.pendingInputs(trx, target.id);
        await this.engine.takeReply(trx, withVars, wf, pending, now);
        return (await this.ctx.executions.message(trx, req.projectId, req.executionId))!;
      },
      { maxAttempts: 1 },
    );
  }

  /**
   * The execution a resume's input goes to, by the resume rule (domain/execution-state.decideResume):
   * reads what the rule asks for, each execution under a NOWAIT lock, and throws its refusal.
   */
  private async resumeTarget(trx: Trx, projectId: string, executionId: string): Promise<ExecutionRow> {
    const first = await this.ctx.executions.lock(trx, projectId, executionId, { nowait: true });
    const facts: ResumeFacts = { requested: resumeLock(first), parents: [], children: [] };
    // `below`: the execution whose parent is read next; `target`: the one whose child is read next (then the
    // input's). Both are read only once the rule accepted `first` (a row, waiting).
    let below = first as ExecutionRow;
    let target = first as ExecutionRow;
    let child: ExecutionRow | undefined;
    // The child of the last call step checked (named by a 422 call_step_changed).
    let checkedChild = '';
    for (;;) {
      const v = decideResume(facts);
      if ('refuse' in v) throw resumeRefused(v, checkedChild);
      if ('resume' in v) return target;
      if (v.read === 'parent') {
        const parent = await this.ctx.executions.lock(trx, projectId, below.parentExecutionId!, { nowait: true });
        if (!parent || parent === 'busy') {
          facts.parents.push(parent ? 'busy' : 'missing');
          continue;
        }
        checkedChild = below.id;
        facts.parents.push({ callStepNamesChild: await this.callStepNames(trx, parent, below), hasParent: !!parent.parentExecutionId });
        below = parent;
      } else if (v.read === 'child') {
        child = await this.ctx.executions.activeChild(trx, target.id);
        if (!child) {
          facts.children.push('none');
          continue;
        }
        checkedChild = child.id;
        facts.children.push({ callStepNamesChild: await this.callStepNames(trx, target, child) });
      } else {
        const locked = await this.ctx.executions.lock(trx, projectId, child!.id, { nowait: true });
        const read = facts.children[facts.children.length - 1];
        if (read && read !== 'none') read.lock = resumeLock(locked);
        if (locked && locked !== 'busy') target = locked;
      }
    }
  }

  /** Whether `parent`'s call step (in the live definition) still names `child`'s workflow. */
  private async callStepNames(trx: Trx, parent: ExecutionRow, child: ExecutionRow): Promise<boolean> {
    const wf = await this.catalog.getForExecution(parent.projectId, parent.workflowId, trx);
    return callStepNamesWorkflow(wf && parent.currentNodeId ? findNode(wf.definition, parent.currentNodeId) : undefined, child.workflowId);
  }

  /** PATCH /workflow_executions/{id}: force ended, handoff, waiting or running (transition table). */
  async updateStatus(req: { projectId: string; executionId: string; status: string }): Promise<workflowsAgent.WorkflowExecution> {
    const to = req.status as ForceableStatus;
    return this.ctx.db.transaction(
      async (trx) => {
        const now = this.ctx.clock.now();
        const e = await this.ctx.executions.lock(trx, req.projectId, req.executionId, { nowait: true });
        if (!e) throw notFoundError();
        if (e === 'busy') throw busy();
        const d = decideForce(e.status, to);
        if ('reject' in d) {
          if (d.reject === 'unchanged') return (await this.ctx.executions.message(trx, req.projectId, e.id))!;
          throw validationFailed(`Cannot change an execution from ${e.status} to ${to}`, { code: 'invalid_status_transition' });
        }
        await this.ctx.executions.addEvent(trx, {
          projectId: e.projectId,
          executionId: e.id,
          eventType: 'status_changed',
          direction: 'internal',
          nodeId: e.currentNodeId,
          nodeType: e.currentNodeType,
          step: e.step,
          payload: { from: e.status, to, forced: true },
          at: now,
        });
        const wf = await this.catalog.getForExecution(e.projectId, e.workflowId, trx);
        if (to === 'ended') {
          // Ending a parent ends its live descendants (they belong to the same conversation).
          await this.endDescendants(trx, e, now);
          await this.engine.finish(trx, e, 'ended', null, now);
        } else if (to === 'handoff') {
          await this.ctx.executions.update(trx, e.id, { status: 'handoff', waitingReason: null, timeoutAt: null, inputDueAt: null }, now);
          await this.ctx.executions.discardInputs(trx, e.id, now);
          await this.engine.publicEvent(trx, { ...e, status: 'handoff' }, 'workflow.execution.handoff', now, wf?.name ?? null);
        } else if (to === 'waiting') {
          // Parked: waits for input without a timer (a reply or a resume moves it on from its current node).
          await this.ctx.executions.update(trx, e.id, { status: 'waiting', waitingReason: 'wait_for_response', timeoutAt: null }, now);
          await this.engine.publicEvent(
            trx,
            { ...e, status: 'waiting', waitingReason: 'wait_for_response' },
            'workflow.execution.waiting',
            now,
            wf?.name ?? null,
          );
        } else if (e.status === 'handoff' && (await this.ctx.executions.activeChild(trx, e.id))) {
          // The handoff happened in a child (its parents show it too): the parents wait on their
          // children again and the child that handed off continues after its handoff node.
          let cur: ExecutionRow = e;
          let child = await this.ctx.executions.activeChild(trx, cur.id);
          while (child) {
            await this.ctx.executions.update(trx, cur.id, { status: 'waiting', waitingReason: 'call', timeoutAt: null }, now);
            cur = child;
            child = await this.ctx.executions.activeChild(trx, cur.id);
          }
          await this.ctx.executions.update(trx, cur.id, { status: 'running', waitingReason: null, timeoutAt: null, waitSeq: cur.waitSeq + 1 }, now);
          await this.ctx.executions.setResumable(trx, cur.rootExecutionId, cur.id, now);
          await this.engineMoveOn(trx, cur, now);
        } else if (e.status === 'handoff' && wf && e.currentNodeId && findNode(wf.definition, e.currentNodeId)?.type === 'agent') {
          // running, back from an agent node's handoff: the agent's session answers the customer's next
          // message (decision 0735), so the execution waits for it at that node.
          const waiting = { status: 'waiting' as const, waitingReason: 'wait_for_response' as const, timeoutAt: null, waitSeq: e.waitSeq + 1 };
          await this.ctx.executions.update(trx, e.id, waiting, now);
          await this.ctx.executions.setResumable(trx, e.rootExecutionId, e.id, now);
          await this.engine.publicEvent(trx, { ...e, ...waiting }, 'workflow.execution.waiting', now, wf.name);
        } else {
          // running: back from a handoff (or a forced wait), the bot continues after its current node.
          await this.ctx.executions.update(trx, e.id, { status: 'running', waitingReason: null, timeoutAt: null, waitSeq: e.waitSeq + 1 }, now);
          await this.ctx.executions.setResumable(trx, e.rootExecutionId, e.id, now);
          const node = wf && e.currentNodeId ? findNode(wf.definition, e.currentNodeId) : undefined;
          if (node?.type === 'handoff' || e.status === 'waiting') await this.engineMoveOn(trx, e, now);
          else await this.ctx.executionsPublisher.queueWork(trx, { projectId: e.projectId, executionId: e.id, reason: 'status', at: now });
        }
        return (await this.ctx.executions.message(trx, req.projectId, e.id))!;
      },
      { maxAttempts: 1 },
    );
  }

  /** Continues past the current node (a handoff or a parked wait) along `next`. */
  private async engineMoveOn(trx: Trx, e: ExecutionRow, now: Date): Promise<void> {
    const wf = await this.catalog.getForExecution(e.projectId, e.workflowId, trx);
    const target = wf && e.currentNodeId ? nextNodeId(wf.definition, e.currentNodeId) : undefined;
    if (!wf || !target) {
      await this.engine.finish(trx, { ...e, status: 'running' }, 'ended', null, now);
      return;
    }
    const node = findNode(wf.definition, target)!;
    await this.ctx.executions.update(trx, e.id, { currentNodeId: target, currentNodeType: node.type, step: e.step + 1, status: 'running' }, now);
    await this.ctx.executionsPublisher.queueWork(trx, { projectId: e.projectId, executionId: e.id, reason: 'status', at: now });
  }

  private async endDescendants(trx: Trx, e: ExecutionRow, now: Date): Promise<void> {
    let child = await this.ctx.executions.activeChild(trx, e.id);
    const chain: ExecutionRow[] = [];
    while (child) {
      chain.push(child);
      child = await this.ctx.executions.activeChild(trx, child.id);
    }
    for (const c of chain.reverse()) {
      await this.ctx.executions.update(
        trx,
        c.id,
        { status: 'ended', waitingReason: null, timeoutAt: null, inputDueAt: null, endedAt: now, resumableExecutionId: null },
        now,
      );
      await this.ctx.executions.discardInputs(trx, c.id, now);
      await this.engine.publicEvent(trx, { ...c, status: 'ended', endedAt: now }, 'workflow.execution.ended', now, null);
    }
  }

  /**
   * The execution that owns a contact's conversation on a number, by the same read and rule as the
   * routing of inbound messages (routeInbound): what the next message of that contact would reach or
   * be held by. Undefined when none (decision 0726).
   */
  async conversationOwner(
    projectId: string,
    c: { phoneNumberId: string; conversationId?: string; phoneNumber?: string; recipient?: string },
  ): Promise<workflowsAgent.WorkflowExecution | undefined> {
    const owners = await this.ctx.executions.findConversationOwners(null, projectId, {
      phoneNumberId: c.phoneNumberId,
      conversationId: c.conversationId ?? null,
      phoneNumber: c.phoneNumber ?? null,
      userIds: c.recipient ? [c.recipient] : [],
    });
    const owner = conversationOwner(owners);
    return owner ? this.ctx.executions.get(projectId, owner.id) : undefined;
  }

  /**
   * An inbound message (contacts' messaging.message.received), in the consumer's transaction: to the
   * conversation's running or waiting non-observer execution (its resumable child), buffered and
   * debounced; skipped while the conversation is in handoff; else it starts the number's inbound
   * trigger. Returns what happened (for logs and tests).
   */
  async routeInbound(trx: Trx, m: InboundMessage): Promise<'handoff' | 'buffered' | 'delivered' | 'started' | 'no_trigger' | 'duplicate'> {
    const now = this.ctx.clock.now();
    const owners = await this.ctx.executions.findConversationOwners(trx, m.projectId, {
      phoneNumberId: m.phoneNumberId,
      conversationId: m.conversationId,
      phoneNumber: m.phoneNumber,
      userIds: m.userIds,
    });
    const owner = conversationOwner(owners);
    if (owner?.status === 'handoff') return 'handoff';
    if (owner) {
      // The execution that accepts input next (a waiting child), locked; the engine holds it at most one step.
      const targetId = owner.resumableExecutionId ?? owner.id;
      // Locked and read with its workflow's head in one statement.
      const locked = await this.ctx.executions.lockWithWorkflow(trx, m.projectId, targetId);
      if (!locked) return 'duplicate';
      const target = locked.row;
      if (!owner.conversationId && m.conversationId) await this.ctx.executions.update(trx, owner.id, { conversationId: m.conversationId }, now);
      // Buffered once per wamid, read back with the inputs already pending (one statement).
      const { added, pending } = await this.ctx.executions.addInputAndReadPending(trx, {
        projectId: m.projectId,
        executionId: target.id,
        sourceKey: m.wamid,
        text: m.text,
        payload: { source: 'inbound', wamid: m.wamid, type: m.type, ...(m.choiceId ? { choice_id: m.choiceId } : {}) },
        // Ordered by when the message happened (events of one conversation may be handled concurrently).
        at: m.receivedAt,
      });
      if (!added) return 'duplicate';
      const wf = await this.catalog.getForExecution(m.projectId, target.workflowId, trx, locked.head);
      const debounce = wf?.messageDebounceSeconds ?? 0;
      if (debounce > 0) {
        // A burst: the window restarts with each message; delivered as one input when it ends (decision 0722).
        const due = new Date(now.getTime() + debounce * 1000);
        await this.ctx.executions.update(trx, target.id, { inputDueAt: due }, now);
        this.engine.scheduleInputs(trx, m.projectId, target.id, due);
        return 'buffered';
      }
      if (target.status !== 'waiting' || target.waitingReason !== 'wait_for_response') return 'buffered';
      await this.engine.takeReply(trx, target, wf, pending, now);
      return 'delivered';
    }
    const workflowId = await this.catalog.inboundWorkflow(m.projectId, m.phoneNumberId, trx);
    if (!workflowId) return 'no_trigger';
    const wf = await this.catalog.getForExecution(m.projectId, workflowId, trx);
    if (!wf || wf.status !== 'active') return 'no_trigger';
    await this.engine.create(trx, {
      projectId: m.projectId,
      wf,
      triggerType: 'inbound_message',
      observer: false,
      phoneNumberId: m.phoneNumberId,
      phoneNumber: m.phoneNumber,
      recipient: m.userIds[0] ?? null,
      conversationId: m.conversationId,
      vars: {},
      context: {
        channel: 'whatsapp',
        contact: { wa_id: m.phoneNumber, profile_name: m.profileName, ...(m.userIds[0] ? { business_scoped_user_id: m.userIds[0] } : {}) },
      },
      metadata: {},
      system: { last_user_input: m.text ?? '', trigger_message_id: m.wamid },
      now,
    });
    return 'started';
  }

  /** A platform event (message/conversation events, thread control): each matching event trigger starts an observer execution. */
  async routeEvent(
    trx: Trx,
    ev: {
      projectId: string;
      eventId: string;
      name: string;
      phoneNumberId: string | null;
      conversationId: string | null;
      phoneNumber: string | null;
      fields: Record<string, unknown>;
    },
  ): Promise<number> {
    if (!TRIGGER_EVENTS.includes(ev.name)) return 0;
    const triggerName = ev.name;
    const now = this.ctx.clock.now();
    let started = 0;
    for (const workflowId of await this.catalog.eventWorkflows(ev.projectId, triggerName, ev.phoneNumberId, trx)) {
      if (triggerName === 'messaging.thread.control_received') {
        // The thread was passed to this platform to handle: the execution talks to the customer
        // (not an observer) and owns the conversation's inbound messages from now on (decision 0722).
        const wf = await this.catalog.getForExecution(ev.projectId, workflowId, trx);
        if (!wf || wf.status !== 'active') continue;
        const customer = typeof ev.fields.customer === 'string' ? ev.fields.customer : '';
        await this.engine.create(trx, {
          projectId: ev.projectId,
          wf,
          triggerType: 'messaging_event',
          observer: false,
          phoneNumberId: ev.phoneNumberId,
          phoneNumber: ev.phoneNumber,
          recipient: ev.phoneNumber ? null : customer || null,
          conversationId: ev.conversationId,
          vars: {},
          context: { channel: 'whatsapp', event: { id: ev.eventId, name: triggerName, data: ev.fields } },
          metadata: {},
          now,
        });
        started++;
        continue;
      }
      const id = await this.engine.startObserver(trx, ev.projectId, workflowId, {
        triggerType: 'messaging_event',
        event: { id: ev.eventId, name: triggerName, data: ev.fields },
        phoneNumberId: ev.phoneNumberId,
        conversationId: ev.conversationId,
        phoneNumber: ev.phoneNumber,
        now,
      });
      if (id) started++;
    }
    return started;
  }
}
