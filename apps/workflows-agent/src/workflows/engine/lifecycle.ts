/**
 * An execution's lifecycle: its start (API, trigger, observer), its end or failure (a child's end
 * resumes its parent), a stuck step's failure, and the public `workflow.execution.*` events.
 */
import { randomUUID } from 'node:crypto';
import type { Trx } from '@platform/db';
import { currentRequestScope } from '@platform/grpc';
import { STATUS_EVENT, type ExecutionStatus } from '../domain/execution-state';
import { findNode, nextNodeId, startNode } from '../domain/graph-navigation';
import { NEXT_LABEL } from '../domain/graph.schema';
import { DEFAULT_CALL_ERROR_VAR, mergeChildVars } from '../domain/node-steps';
import { withVar, type ExecutionContext } from '../domain/templating';
import type { ExecutionPatch, ExecutionRow, NewExecutionEvent } from '../infra/db/executions.repository';
import { currentNodeEvent, EnginePart, type ExecutionError, type LifecyclePart, type ObserverStart } from './engine-parts';
import { isExternal } from './nodes';
import type { WorkflowForExecution } from './ports';

/** What a new execution starts from (`ExecutionLifecycle.create`). */
export interface ExecutionStart {
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
}

/** The engine's lifecycle: start, finish, fail a stuck step, public events. */
export class ExecutionLifecycle extends EnginePart implements LifecyclePart {
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
    await this.repo.addEvent(trx, currentNodeEvent(e, status === 'ended' ? 'execution_ended' : 'execution_failed', now, { payload: error ? { error } : {} }));
    const wf = await this.env.catalog.getForExecution(e.projectId, e.workflowId, trx);
    await this.publicEvent(trx, { ...e, status, errorDetails: error, endedAt: now }, STATUS_EVENT[status]!, now, wf?.name ?? null);
    if (!e.parentExecutionId) return;
    const parent = await this.repo.lock(trx, e.projectId, e.parentExecutionId);
    if (!parent || parent === 'busy' || parent.status !== 'waiting' || parent.waitingReason !== 'call') return;
    const pwf = await this.env.catalog.getForExecution(parent.projectId, parent.workflowId, trx);
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
    const completed = currentNodeEvent(parent, 'child_completed', now, { payload: { child_execution_id: e.id, status } });
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
    await this.env.parts.replies.moveOn(trx, parent, pwf, NEXT_LABEL, now, { patch: resumed, events: [completed] });
  }

  /** Starts an observer execution of an event trigger (never routed inbound messages; sends only to explicit numbers). */
  async startObserver(trx: Trx, projectId: string, workflowId: string, o: ObserverStart): Promise<string | undefined> {
    const wf = await this.env.catalog.getForExecution(projectId, workflowId, trx);
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
  async create(trx: Trx, s: ExecutionStart): Promise<string> {
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
      requestId: currentRequestScope()?.requestId ?? null,
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
      ? { ...row, currentNodeId: after.id, currentNodeType: after.type, step: 1, context, leaseUntil: new Date(s.now.getTime() + this.env.stepLeaseMs) }
      : undefined;
    if (past && after && isExternal(after, past)) {
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
      this.env.parts.stepping.keepClaim(trx, { e: past, wf: s.wf, node: after });
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
