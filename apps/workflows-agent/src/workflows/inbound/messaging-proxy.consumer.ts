import { startConsumer, type Bus, type EventEnvelope, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db, Trx } from '@platform/db';
import { runWithRequestScope } from '@platform/grpc';
import { eventRequestId } from './event-request-id';
import type { Logger } from '@platform/logger';
import type { ExecutionsUsecase } from '../usecases/executions.usecase';

/** The stream messaging-proxy owns (ensured here too, idempotently, so start order does not matter). */
export const MESSAGING_PROXY_STREAM = { name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] };
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const MESSAGING_PROXY_DURABLE = 'workflows-agent-thread-control';
const CONTROL_RECEIVED = 'svc.messaging_proxy.v1.ThreadControlReceived';

/**
 * Consumes messaging-proxy's `messaging_proxy.thread.control_received` (another app passed a
 * customer's thread to this platform, decision 0231) and starts the workflows whose
 * `messaging.thread.control_received` trigger matches the number (spec 6), in the consumer's
 * transaction (processed_events and the starts commit together).
 */
export async function startThreadControlConsumer(deps: { db: Db; bus: Bus; logger: Logger; executions: ExecutionsUsecase }): Promise<Subscription> {
  await deps.bus.ensureStream(MESSAGING_PROXY_STREAM);
  return startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: MESSAGING_PROXY_STREAM.name,
    durable: MESSAGING_PROXY_DURABLE,
    filterSubject: 'messaging_proxy.thread.control_received',
    logger: deps.logger,
    concurrency: 4,
    async handle(envelope, trx) {
      // Executions this event starts carry the request id that caused it (decision 0018).
      await runWithRequestScope({ requestId: eventRequestId(envelope), projectId: envelope.projectId || undefined }, () => handleEvent(envelope, trx));
    },
  });
  async function handleEvent(envelope: EventEnvelope, trx: Trx): Promise<void> {
    if (envelope.type && envelope.type !== CONTROL_RECEIVED) return;
    const m = decodeEvent<{
      event_id: string;
      project_id: string;
      phone_number_id: string;
      customer: string;
      previous_owner_app_id: string;
      metadata: string;
      occurred_at: string;
    }>(CONTROL_RECEIVED, envelope.payload);
    const projectId = m.project_id || envelope.projectId || '';
    if (!projectId) return;
    const phone = /^\d{4,20}$/.test(m.customer) ? m.customer : null;
    await deps.executions.routeEvent(trx, {
      projectId,
      eventId: m.event_id || envelope.id,
      name: 'messaging.thread.control_received',
      phoneNumberId: m.phone_number_id || null,
      conversationId: null,
      phoneNumber: phone,
      fields: {
        phone_number_id: m.phone_number_id,
        customer: m.customer,
        previous_owner_app_id: m.previous_owner_app_id || null,
        metadata: m.metadata || null,
        occurred_at: m.occurred_at,
      },
    });
  }
}
