/**
 * Recording a step's outcome: the move along an edge, the same node again as a new step, a wait, a
 * delay, a call's wait on its child, a handoff, the end or a failure, with the step's history events.
 */
import type { Trx } from '@platform/db';
import { findNode, nextNodeId } from '../domain/graph-navigation';
import type { WorkflowNode } from '../domain/graph.schema';
import type { ExecutionContext } from '../domain/templating';
import type { ExecutionPatch, ExecutionRow, NewExecutionEvent } from '../infra/db/executions.repository';
import type { EngineEnv, Outcome } from './engine-parts';
import type { WorkflowForExecution } from './ports';

/**
 * Writes a step's outcome (with `extra`, e.g. the end of its lease, in the same update); its events go
 * to `log` (written by the caller before commit). When the execution keeps running, returns the row as
 * changed and the changes left `unwritten` (the next step's write carries them), else false.
 */
export async function applyOutcome(
  env: EngineEnv,
  trx: Trx,
  e: ExecutionRow,
  wf: WorkflowForExecution,
  node: WorkflowNode,
  o: Outcome,
  now: Date,
  log: NewExecutionEvent[],
  extra: ExecutionPatch = {},
): Promise<{ row: ExecutionRow; unwritten: ExecutionPatch } | false> {
  const repo = env.ctx.executions;
  const { lifecycle, replies } = env.parts;
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
        await repo.update(trx, e.id, { ...extra, context }, now);
        await lifecycle.finish(trx, { ...e, context }, 'ended', null, now);
        return false;
      }
      const targetNode = findNode(wf.definition, target)!;
      const moved: ExecutionPatch = { ...extra, context, currentNodeId: target, currentNodeType: targetNode.type, step: e.step + 1 };
      return { row: { ...e, ...moved } as ExecutionRow, unwritten: moved };
    }
    case 'repeat': {
      event('step_repeated');
      const again: ExecutionPatch = { ...extra, context, step: e.step + 1 };
      return { row: { ...e, ...again } as ExecutionRow, unwritten: again };
    }
    case 'wait_reply': {
      const waitContext = { ...context, system: { ...context.system, steps_since_wait: 0 } };
      const waitPatch = { context: waitContext, status: 'waiting' as const, waitingReason: 'wait_for_response' as const, timeoutAt: o.timeoutAt };
      event('wait_started', { timeout_at: o.timeoutAt?.toISOString() ?? null });
      // One statement: the wait, the transaction's events so far, and whether replies arrived while it
      // was running (typed ahead: they answer this wait once their debounce window passed).
      const { pending: buffered } = await repo.recordStep(trx, e.id, { ...extra, ...waitPatch }, now, { events: log.splice(0), countPending: true });
      const waiting = { ...e, ...waitPatch };
      await lifecycle.publicEvent(trx, waiting, 'workflow.execution.waiting', now, wf.name);
      if (buffered > 0 && (!e.inputDueAt || e.inputDueAt <= now)) await replies.takeReply(trx, waiting, wf, await repo.pendingInputs(trx, e.id), now);
      return false;
    }
    case 'delay':
      await repo.update(trx, e.id, { ...extra, context, status: 'waiting', waitingReason: 'delay', timeoutAt: o.until }, now);
      event('delay_started', { until: o.until.toISOString() });
      return false;
    case 'call':
      await repo.update(trx, e.id, { ...extra, context, status: 'waiting', waitingReason: 'call', timeoutAt: null, resumableExecutionId: o.child.id }, now);
      await repo.setResumable(trx, e.rootExecutionId, o.child.id, now);
      event('child_started', { child_execution_id: o.child.id, workflow_id: o.child.workflowId });
      await lifecycle.publicEvent(trx, { ...e, status: 'waiting', waitingReason: 'call' }, 'workflow.execution.waiting', now, wf.name);
      return false;
    case 'handoff':
      await repo.update(trx, e.id, { ...extra, context, status: 'handoff', waitingReason: null, timeoutAt: null }, now);
      await repo.discardInputs(trx, e.id, now);
      event('handoff', { reason: o.reason ?? null });
      await markChain(env, trx, e, 'handoff', now);
      await lifecycle.publicEvent(trx, { ...e, status: 'handoff' }, 'workflow.execution.handoff', now, wf.name);
      return false;
    case 'end':
      event('step_completed');
      await repo.update(trx, e.id, { ...extra, context }, now);
      await lifecycle.finish(trx, { ...e, context }, 'ended', null, now);
      return false;
    case 'fail':
      event('step_failed', { error: o.error });
      if (Object.keys(extra).length) await repo.update(trx, e.id, extra, now);
      await lifecycle.finish(trx, e, 'failed', o.error, now);
      return false;
  }
}

/** A handoff in a child holds the whole conversation: its ancestors show it too (no input is routed). */
async function markChain(env: EngineEnv, trx: Trx, e: ExecutionRow, status: 'handoff', now: Date): Promise<void> {
  const repo = env.ctx.executions;
  let parentId = e.parentExecutionId;
  while (parentId) {
    const p = await repo.lock(trx, e.projectId, parentId);
    if (!p || p === 'busy') return;
    await repo.update(trx, p.id, { status, waitingReason: null, timeoutAt: null }, now);
    parentId = p.parentExecutionId;
  }
}
