import { startConsumer, type Bus, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { BroadcastStatusChangedInput } from '../domain/catalog';
import type { EventsUsecase } from '../usecases/events.usecase';

/** The stream broadcasts owns (ensured here too, idempotently, so start order does not matter). */
export const BROADCASTS_STREAM = { name: 'BROADCASTS', subjects: ['broadcasts.>'] };
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const BROADCASTS_DURABLE = 'webhooks-broadcasts';
const STATUS_CHANGED = 'svc.broadcasts.v1.BroadcastStatusChanged';

/**
 * Consumes broadcasts' status changes and hands each to {@link EventsUsecase.ingestBroadcastsEvent}
 * in the consumer's transaction (processed_events + fan-out commit together, ack after commit).
 */
export async function startBroadcastsConsumer(deps: { db: Db; bus: Bus; logger: Logger; events: EventsUsecase; onCommitted(): void }): Promise<Subscription> {
  await deps.bus.ensureStream(BROADCASTS_STREAM);
  return startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: BROADCASTS_STREAM.name,
    durable: BROADCASTS_DURABLE,
    filterSubject: 'broadcasts.broadcast.status_changed',
    logger: deps.logger,
    concurrency: 4,
    async handle(envelope, trx) {
      if (envelope.type && envelope.type !== STATUS_CHANGED) return;
      const m = decodeEvent<BroadcastStatusChangedInput & { event_id: string; project_id: string; occurred_at: string }>(STATUS_CHANGED, envelope.payload);
      const r = await deps.events.ingestBroadcastsEvent(trx, {
        eventId: m.event_id || envelope.id,
        projectId: m.project_id || envelope.projectId || '',
        occurredAt: m.occurred_at,
        change: m,
      });
      if (r && r.deliveries > 0) setTimeout(() => deps.onCommitted(), 20);
    },
  });
}
