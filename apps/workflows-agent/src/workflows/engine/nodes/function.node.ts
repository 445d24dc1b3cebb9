import { NEXT_LABEL } from '../../domain/graph.schema';
import { withVar, type ExecutionContext } from '../../domain/templating';
import { external, isObject, storable, type NodeExecutor } from '../node-executor';

/** function: calls the project's function (flows) with the step's key; its `vars` are merged, its answer optionally saved. */
export const functionNode: NodeExecutor<'function'> = {
  external,
  async run({ e, node, context: ctx, key, event }, env) {
    const res = await env.ctx.functionRunner.invoke(e.projectId, node.config.function_id, {
      execution_context: ctx,
      available_edges: [NEXT_LABEL],
      flow_events: [],
      idempotency_key: key,
    });
    if (!res.ok) return { kind: 'fail', error: { code: res.reason, message: res.message, node_id: node.id, function_id: node.config.function_id } };
    let next: ExecutionContext = isObject(res.body.vars) ? { ...ctx, vars: { ...ctx.vars, ...storable(res.body.vars) } } : ctx;
    if (node.config.save_response_to) next = withVar(next, node.config.save_response_to, storable(res.body));
    event('function_called', { function_id: node.config.function_id, status: res.status });
    return { kind: 'next', label: NEXT_LABEL, context: next };
  },
};
