import type { Subscription } from '@platform/bus';
import { onlyType, startEventConsumer, type EventConsumerDeps } from './event-consumer';

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
export function startWorkflowsAgentConsumer(deps: EventConsumerDeps): Promise<Subscription> {
  return startEventConsumer<{ event_id: string; project_id: string; name: string; fields_json: string; occurred_at: string }>(deps, {
    stream: WORKFLOWS_AGENT_STREAM,
    durable: WORKFLOWS_AGENT_DURABLE,
    filterSubject: 'workflows_agent.execution_event.created',
    concurrency: 4,
    typeOf: onlyType(EXECUTION_EVENT),
    ingest: (trx, m, envelope) =>
      deps.events.ingestWorkflowsEvent(trx, {
        eventId: m.event_id || envelope.id,
        projectId: m.project_id || envelope.projectId || '',
        name: m.name,
        fieldsJson: m.fields_json,
        occurredAt: m.occurred_at,
      }),
  });
}
