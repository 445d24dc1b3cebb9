import type { Subscription } from '@platform/bus';
import { MESSAGING_PROXY_SUBJECTS, MESSAGING_PROXY_TYPES } from '../domain/messaging-proxy-mapping';
import { startEventConsumer, type EventConsumerDeps } from './event-consumer';

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
export function startMessagingProxyConsumer(deps: EventConsumerDeps): Promise<Subscription> {
  return startEventConsumer<Record<string, unknown>>(deps, {
    stream: MESSAGING_PROXY_STREAM,
    durable: MESSAGING_PROXY_DURABLE,
    filterSubject: 'messaging_proxy.>',
    concurrency: 4,
    typeOf: publicType,
    // Most of the stream (every send, every inbound change) is not a public event of this consumer:
    // acknowledged without a transaction.
    accepts: (envelope) => publicType(envelope) !== undefined,
    ingest: (trx, payload, envelope, type) =>
      deps.events.ingestMessagingProxyEvent(trx, {
        type,
        payload,
        envelope: { id: envelope.id, projectId: envelope.projectId, occurredAt: envelope.occurredAt },
      }),
  });
}
