import { startConsumer, type Bus, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { EventsUsecase } from '../usecases/events.usecase';

/** The stream workflows-agent owns (ensured here too, idempotently, so start order does not matter). */
export const WORKFLOWS_AGENT_STREAM = { name: 'WORKFLOWS_AGENT', subjects: ['workflows_agent.>'] };
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const WORKFLOWS_AGENT_DURABLE = 'webhooks-workflows-agent';
const EXECUTION_EVENT = 'svc.workflows_agent.v1.ExecutionEventCreated';

/**
 * Consumes workflow execution events (workflow.execution.*) and hands each to
 * {@link EventsUsecase.ingestWorkflowsEvent} in the consumer's transaction (processed_events and the
 * fan-out commit together, ack after commit).
 */
export async function startWorkflowsAgentConsumer(deps: {
  db: Db;
  bus: Bus;
  logger: Logger;
  events: EventsUsecase;
  onCommitted(): void;
}): Promise<Subscription> {
  await deps.bus.ensureStream(WORKFLOWS_AGENT_STREAM);
  return startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: WORKFLOWS_AGENT_STREAM.name,
    durable: WORKFLOWS_AGENT_DURABLE,
    filterSubject: 'workflows_agent.execution_event.created',
    logger: deps.logger,
    concurrency: 4,
    async handle(envelope, trx) {
      if (envelope.type && envelope.type !== EXECUTION_EVENT) return;
      const m = decodeEvent<{ event_id: string; project_id: string; name: string; fields_json: string; occurred_at: string }>(
        EXECUTION_EVENT,
        envelope.payload,
      );
      const r = await deps.events.ingestWorkflowsEvent(trx, {
        eventId: m.event_id || envelope.id,
        projectId: m.project_id || envelope.projectId || '',
        name: m.name,
        fieldsJson: m.fields_json,
        occurredAt: m.occurred_at,
      });
      if (r && r.deliveries > 0) setTimeout(() => deps.onCommitted(), 20);
    },
  });
}
