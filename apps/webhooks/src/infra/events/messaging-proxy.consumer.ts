import { decodeEvent } from '@platform/contracts';
import { startConsumer, type Bus, type Subscription } from '@platform/bus';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { mapMessagingProxyEvent, MESSAGING_PROXY_SUBJECTS, MESSAGING_PROXY_TYPES } from '../../domain/messaging-proxy-mapping';
import { fanOut } from '../../usecases/fan-out.usecase';
import type { DeliveriesRepository } from '../db/deliveries.repository';
import type { WebhooksRepository } from '../db/webhooks.repository';

/** The stream messaging-proxy owns (ensured here too, idempotently, so start order does not matter). */
export const MESSAGING_PROXY_STREAM = { name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] };
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const MESSAGING_PROXY_DURABLE = 'webhooks-messaging-proxy';

/**
 * Consumes messaging-proxy events and fans the public ones out to webhooks: the event and its
 * deliveries are written in the consumer's transaction (processed_events + fan-out commit together,
 * ack after commit), so a crash at any point loses nothing and duplicates nothing. Events of other
 * types on the stream are acknowledged without effect.
 */
export async function startMessagingProxyConsumer(deps: { db: Db; bus: Bus; logger: Logger; clock: Clock; webhooks: WebhooksRepository; deliveries: DeliveriesRepository; onCommitted(): void }): Promise<Subscription> {
  await deps.bus.ensureStream(MESSAGING_PROXY_STREAM);
  return startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: MESSAGING_PROXY_STREAM.name,
    durable: MESSAGING_PROXY_DURABLE,
    filterSubject: 'messaging_proxy.>',
    logger: deps.logger,
    concurrency: 4,
    async handle(envelope, trx) {
      const type = envelope.type && envelope.type in MESSAGING_PROXY_TYPES ? envelope.type : MESSAGING_PROXY_SUBJECTS[envelope.subject];
      if (!type) return;
      const decoded = decodeEvent<Record<string, unknown>>(type, envelope.payload);
      const mapped = mapMessagingProxyEvent(type, decoded);
      if (!mapped) return;
      const projectId = mapped.projectId || envelope.projectId;
      if (!projectId) {
        deps.logger.warn({ eventId: envelope.id, type }, 'messaging-proxy event without project dropped');
        return;
      }
      const occurredAt = new Date(mapped.occurredAt || envelope.occurredAt || deps.clock.now().toISOString());
      const r = await fanOut(trx, deps, {
        projectId,
        event: mapped.event,
        occurredAt: Number.isNaN(occurredAt.getTime()) ? deps.clock.now() : occurredAt,
        idempotencyKey: `mp:${mapped.upstreamEventId || envelope.id}`,
        source: 'messaging_proxy',
        now: deps.clock.now(),
      });
      // The commit happens right after this returns; wake the dispatcher just after it (the poll is the fallback).
      if (r.deliveries > 0) setTimeout(() => deps.onCommitted(), 20);
    },
  });
}
