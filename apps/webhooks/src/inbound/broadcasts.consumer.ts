import type { Subscription } from '@platform/bus';
import type { BroadcastStatusChangedInput } from '../domain/catalog';
import { onlyType, startEventConsumer, type EventConsumerDeps } from './event-consumer';

/** The stream broadcasts owns (ensured here too, idempotently, so start order does not matter). */
export const BROADCASTS_STREAM = { name: 'BROADCASTS', subjects: ['broadcasts.>'] };
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const BROADCASTS_DURABLE = 'webhooks-broadcasts';
const STATUS_CHANGED = 'svc.broadcasts.v1.BroadcastStatusChanged';

/**
 * Consumes broadcasts' status changes and hands each to {@link EventsUsecase.ingestBroadcastsEvent}
 * in the consumer's transaction (processed_events + fan-out commit together, ack after commit).
 */
export function startBroadcastsConsumer(deps: EventConsumerDeps): Promise<Subscription> {
  return startEventConsumer<BroadcastStatusChangedInput & { event_id: string; project_id: string; occurred_at: string }>(deps, {
    stream: BROADCASTS_STREAM,
    durable: BROADCASTS_DURABLE,
    filterSubject: 'broadcasts.broadcast.status_changed',
    concurrency: 4,
    typeOf: onlyType(STATUS_CHANGED),
    ingest: (trx, m, envelope) =>
      deps.events.ingestBroadcastsEvent(trx, {
        eventId: m.event_id || envelope.id,
        projectId: m.project_id || envelope.projectId || '',
        occurredAt: m.occurred_at,
        change: m,
      }),
  });
}
