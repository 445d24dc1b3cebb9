import { NEXT_LABEL } from '../../domain/graph.schema';
import { coerceValue, renderTemplate, withVar } from '../../domain/templating';
import { internal, type NodeExecutor } from '../node-executor';

/** set_variable: renders the value, converts it to the node's type and saves it in `vars`. */
export const setVariableNode: NodeExecutor<'set_variable'> = {
  external: internal,
  async run({ node, context: ctx }) {
    const rendered = renderTemplate(node.config.variable_value, ctx);
    const v = coerceValue(rendered, node.config.value_type);
    if (!v.ok) return { kind: 'fail', error: { code: 'invalid_variable_value', message: `${node.config.variable_name}: ${v.message}`, node_id: node.id } };
    return { kind: 'next', label: NEXT_LABEL, context: withVar(ctx, node.config.variable_name, v.value) };
  },
};
