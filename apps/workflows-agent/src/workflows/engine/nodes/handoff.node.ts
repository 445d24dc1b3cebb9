import { renderTemplate } from '../../domain/templating';
import { internal, type NodeExecutor } from '../node-executor';

/** handoff: the execution is handed off (to a person); it continues when set back to running. */
export const handoffNode: NodeExecutor<'handoff'> = {
  external: internal,
  async run({ node, context: ctx }) {
    return { kind: 'handoff', reason: node.config.reason ? renderTemplate(node.config.reason, ctx) : undefined };
  },
};
