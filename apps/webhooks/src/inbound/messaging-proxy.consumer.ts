import { decodeEvent } from '@platform/contracts';
import { startConsumer, type Bus, type Subscription } from '@platform/bus';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import { MESSAGING_PROXY_SUBJECTS, MESSAGING_PROXY_TYPES } from '../domain/messaging-proxy-mapping';
import type { EventsUsecase } from '../usecases/events.usecase';

/** The stream messaging-proxy owns (ensured here too, idempotently, so start order does not matter). */
export const MESSAGING_PROXY_STREAM = { name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] };
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const MESSAGING_PROXY_DURABLE = 'webhooks-messaging-proxy';

/** The handled event type of an envelope (by type header, else by subject); undefined for the rest of the stream. */
function publicType(envelope: { type?: string; subject: string }): string | undefined {
  return envelope.type && envelope.type in MESSAGING_PROXY_TYPES ? envelope.type : MESSAGING_PROXY_SUBJECTS[envelope.subject];
}

/**
 * Consumes messaging-proxy events: decodes each and hands it to {@link EventsUsecase.ingestMessagingProxyEvent}
 * in the consumer's transaction (processed_events + fan-out commit together, ack after commit), so
 * a crash at any point loses nothing and duplicates nothing. Events of other types on the stream
 * are acknowledged without effect.
 */
export async function startMessagingProxyConsumer(deps: {
  db: Db;
  bus: Bus;
  logger: Logger;
  events: EventsUsecase;
  /** Called just after a commit that made deliveries (wakes the delivery engine). */
  onCommitted(): void;
}): Promise<Subscription> {
  await deps.bus.ensureStream(MESSAGING_PROXY_STREAM);
  return startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: MESSAGING_PROXY_STREAM.name,
    durable: MESSAGING_PROXY_DURABLE,
    filterSubject: 'messaging_proxy.>',
    logger: deps.logger,
    concurrency: 4,
    // Most of the stream (every send, every inbound change) is not a public event of this consumer:
    // acknowledged without a transaction.
    accepts: (envelope) => publicType(envelope) !== undefined,
    async handle(envelope, trx) {
      const type = publicType(envelope);
      if (!type) return;
      const payload = decodeEvent<Record<string, unknown>>(type, envelope.payload);
      const r = await deps.events.ingestMessagingProxyEvent(trx, {
        type,
        payload,
        envelope: { id: envelope.id, projectId: envelope.projectId, occurredAt: envelope.occurredAt },
      });
      // The commit happens right after this returns; wake the dispatcher just after it (the poll is the fallback).
      if (r && r.deliveries > 0) setTimeout(() => deps.onCommitted(), 20);
    },
  });
}
