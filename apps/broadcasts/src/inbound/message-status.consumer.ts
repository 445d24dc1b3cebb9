import { startConsumer, type Bus, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { StatusesUsecase } from '../usecases/statuses.usecase';

/** The stream messaging-proxy owns (ensured here too, idempotently, so start order does not matter). */
export const MESSAGING_PROXY_STREAM = { name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] };
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const STATUS_DURABLE = 'broadcasts-message-statuses';
const CHANGE = 'svc.messaging_proxy.v1.ConversationChangeReceived';

/**
 * Consumes messaging-proxy's conversation changes (the upstream's `messages` webhooks: statuses and
 * inbound messages) and hands each to {@link StatusesUsecase.ingest} in the consumer's transaction.
 */
export async function startMessageStatusConsumer(deps: { db: Db; bus: Bus; logger: Logger; statuses: StatusesUsecase }): Promise<Subscription> {
  await deps.bus.ensureStream(MESSAGING_PROXY_STREAM);
  return startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: MESSAGING_PROXY_STREAM.name,
    durable: STATUS_DURABLE,
    filterSubject: 'messaging_proxy.conversation_change.received',
    logger: deps.logger,
    concurrency: 8,
    async handle(envelope, trx) {
      if (envelope.type && envelope.type !== CHANGE) return;
      const m = decodeEvent<{ project_id: string; phone_number_id: string; field: string; value_json: string }>(CHANGE, envelope.payload);
      await deps.statuses.ingest(trx, { projectId: m.project_id, phoneNumberId: m.phone_number_id, field: m.field, valueJson: m.value_json });
    },
  });
}
