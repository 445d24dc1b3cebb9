import { NEXT_LABEL } from '../../domain/graph.schema';
import { renderValue } from '../../domain/templating';
import { internal, type NodeExecutor } from '../node-executor';

/** emit_event: records the project event; each workflow whose project-event trigger matches starts an observer execution. */
export const emitEventNode: NodeExecutor<'emit_event'> = {
  external: internal,
  async run({ e, node, now, context: ctx, event, inTrx }, env) {
    const properties = (renderValue(node.config.properties ?? {}, ctx) ?? {}) as Record<string, unknown>;
    event('event_emitted', { event_name: node.config.event_name, properties });
    // Project-event triggers: each matching workflow starts an observer execution.
    for (const workflowId of await env.catalog.projectEventWorkflows(e.projectId, node.config.event_name, properties, inTrx()))
      await env.parts.lifecycle.startObserver(inTrx(), e.projectId, workflowId, {
        triggerType: 'project_event',
        event: { id: `${e.id}:${e.step}`, name: node.config.event_name, properties },
        phoneNumberId: e.phoneNumberId,
        now,
      });
    return { kind: 'next', label: NEXT_LABEL };
  },
};
