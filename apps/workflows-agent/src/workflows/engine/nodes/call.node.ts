import { randomUUID } from 'node:crypto';
import type { Trx } from '@platform/db';
import { startNode } from '../../domain/graph-navigation';
import { NEXT_LABEL } from '../../domain/graph.schema';
import { DEFAULT_CALL_ERROR_VAR, MAX_CALL_DEPTH, callCycle, childContext } from '../../domain/node-steps';
import { withVar } from '../../domain/templating';
import type { ExecutionRow } from '../../infra/db/executions.repository';
import type { EngineEnv, Outcome } from '../engine-parts';
import { internal, type NodeExecutor, type NodeOfType } from '../node-executor';

/**
 * call: starts the called workflow's child execution (same conversation, copies of the scopes) in the
 * step's transaction; the parent waits on it. A child that cannot start (missing, a cycle, too deep,
 * not active) writes the call's error variable and the parent continues.
 */
export const callNode: NodeExecutor<'call'> = {
  external: internal,
  async run({ e, node, now, inTrx }, env) {
    return startChild(env, inTrx(), e, node, now);
  },
};

/** Starts a call node's child (same conversation, copies of the scopes); the parent waits on it. */
async function startChild(env: EngineEnv, trx: Trx, e: ExecutionRow, node: NodeOfType<'call'>, now: Date): Promise<Outcome> {
  const errVar = node.config.save_error_to ?? DEFAULT_CALL_ERROR_VAR;
  const stack = Array.isArray(e.context.system.call_stack) ? (e.context.system.call_stack as string[]) : [e.workflowId];
  const childWf = await env.catalog.getForExecution(e.projectId, node.config.workflow_id, trx);
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
  await env.ctx.executions.insert(trx, child);
  await env.ctx.executions.addEvent(trx, {
    projectId: e.projectId,
    executionId: id,
    eventType: 'execution_started',
    direction: 'internal',
    payload: { trigger_type: 'call', parent_execution_id: e.id },
    at: now,
  });
  await env.ctx.executionsPublisher.queueWork(trx, { projectId: e.projectId, executionId: id, reason: 'start', at: now });
  await env.parts.lifecycle.publicEvent(trx, child, 'workflow.execution.started', now, childWf.name);
  return { kind: 'call', child };
}
