import { external, isObject, storable, type NodeExecutor } from '../node-executor';

/**
 * decide: takes the edge a decision names. An AI decision asks the agent model loop to choose one of the
 * condition labels (decision 0736); an answer outside them takes the first condition and the step
 * records why (`decision_fallback`, decision 0737); only a provider that cannot answer fails it. A function decision calls the project's function with the step's
 * key, which answers `{next_edge, vars?}`.
 */
export const decideNode: NodeExecutor<'decide'> = {
  external,
  async run({ e, node, context: ctx, key, event }, env) {
    const labels = node.config.conditions.map((c) => c.label);
    if (node.config.decision_type === 'ai') {
      if (!env.agent)
        return {
          kind: 'fail',
          error: { code: 'agent_unavailable', message: 'AI decisions need the agent model loop, which is not available', node_id: node.id },
        };
      const d = await env.agent.decide({ projectId: e.projectId, executionId: e.id, step: e.step, node, context: ctx });
      if (!d.ok) return { kind: 'fail', error: { code: d.code, message: d.message, node_id: node.id } };
      if (d.fallback) event('decision_fallback', { edge_label: d.label, code: d.fallback.code, reason: d.fallback.reason, agent_run_id: d.agentRunId });
      event('decision_made', {
        edge_label: d.label,
        agent_run_id: d.agentRunId,
        usage: storable(d.usage ?? null),
        ...(d.fallback ? { decision_fallback: d.fallback } : {}),
      });
      return { kind: 'next', label: d.label, context: ctx };
    }
    const res = await env.ctx.functionRunner.invoke(e.projectId, node.config.function_id, {
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
    event('decision_made', { edge_label: next });
    return { kind: 'next', label: next, context: { ...ctx, vars: { ...ctx.vars, ...vars } } };
  },
};
