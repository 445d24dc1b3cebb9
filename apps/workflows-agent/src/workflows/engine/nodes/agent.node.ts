import { NEXT_LABEL } from '../../domain/graph.schema';
import { addressOf } from '../../domain/node-steps';
import type { ExecutionContext } from '../../domain/templating';
import { RetryLater } from '@platform/bus';
import { external, storable, type NodeExecutor } from '../node-executor';

/**
 * agent: runs the agents capability's model loop for this step (decision 0735); its sends go to the
 * execution's conversation with keys derived from the step's. `waiting` parks the execution for the
 * customer's reply (which runs this node and step again), `handoff` hands it off.
 */
export const agentNode: NodeExecutor<'agent'> = {
  external,
  async run({ e, node, context: ctx, key, event }, env) {
    if (!env.agent) return { kind: 'fail', error: { code: 'agent_unavailable', message: 'The agent model loop is not available', node_id: node.id } };
    let sends = 0;
    const res = await env.agent.run({
      projectId: e.projectId,
      executionId: e.id,
      step: e.step,
      node,
      context: ctx,
      inputKey: `wait:${e.waitSeq}`,
      requestId: e.requestId ?? null,
      send: async (message) => {
        const address = addressOf({ phoneNumber: e.phoneNumber, recipient: e.recipient });
        if (!address || !e.phoneNumberId || e.observer) return;
        const k = `${key}:agent:${sends++}`;
        const s = await env.ctx.sender.send({
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
      event('agent_handoff', { output: storable(res.output) });
      return { kind: 'handoff', reason: res.output.text ?? undefined, context: next };
    }
    if (res.output.outcome === 'waiting') {
      // The customer's reply resumes this node (same step: the same agent session, decision 0735).
      event('agent_waiting', { output: storable(res.output) });
      return { kind: 'wait_reply', timeoutAt: null, context: next };
    }
    event('agent_completed', { output: storable(res.output ?? null) });
    return { kind: 'next', label: NEXT_LABEL, context: next };
  },
};
