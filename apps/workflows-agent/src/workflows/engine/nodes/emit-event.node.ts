import { NEXT_LABEL } from '../../domain/graph.schema';
import { eventPropertiesViolations } from '../../domain/project-event';
import { renderValue } from '../../domain/templating';
import { internal, type NodeExecutor } from '../node-executor';
import { emittedEventId, recordProjectEvent } from '../project-events';

/**
 * emit_event: records the project event (source `workflow`, listed by GET /events) and, in the step's
 * transaction, starts each workflow whose project-event trigger matches as an observer execution
 * (decision 0743). The rendered properties pass the same rule as POST /events; a violation fails the step.
 */
export const emitEventNode: NodeExecutor<'emit_event'> = {
  external: internal,
  async run({ e, node, now, context: ctx, event, inTrx }, env) {
    const properties = (renderValue(node.config.properties ?? {}, ctx) ?? {}) as Record<string, unknown>;
    const bad = eventPropertiesViolations(properties)[0];
    if (bad) return { kind: 'fail', error: { code: 'invalid_event', message: `event ${bad.path} ${bad.message}`, node_id: node.id } };
    const id = emittedEventId(e.id, e.step);
    event('event_emitted', { event_id: id, event_name: node.config.event_name, properties });
    // The same step re-run (never after a commit, but cheap to be sure) never records or starts twice.
    if (await env.ctx.projectEvents.find(e.projectId, id, inTrx())) return { kind: 'next', label: NEXT_LABEL };
    await recordProjectEvent(
      inTrx(),
      { repo: env.ctx.projectEvents, catalog: env.catalog, startObserver: (trx, p, w, o) => env.parts.lifecycle.startObserver(trx, p, w, o) },
      {
        projectId: e.projectId,
        id,
        name: node.config.event_name,
        occurredAt: now,
        conversationId: e.conversationId,
        properties,
        source: 'workflow',
        workflowId: e.workflowId,
        executionId: e.id,
        fingerprint: null,
        createdAt: now,
        phoneNumberId: e.phoneNumberId,
      },
    );
    return { kind: 'next', label: NEXT_LABEL };
  },
};
