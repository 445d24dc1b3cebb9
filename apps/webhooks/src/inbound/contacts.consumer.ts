import { startConsumer, type Bus, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { EventsUsecase } from '../usecases/events.usecase';

/** The stream contacts owns (ensured here too, idempotently, so start order does not matter). */
export const CONTACTS_STREAM = { name: 'CONTACTS', subjects: ['contacts.>'] };
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const CONTACTS_DURABLE = 'webhooks-contacts';
const CUSTOMER_EVENT = 'svc.contacts.v1.CustomerEvent';

/**
 * Consumes contacts' customer events (messaging.message.*, messaging.conversation.*,
 * messaging.contact.*) and hands each to {@link EventsUsecase.ingestContactsEvent} in the
 * consumer's transaction (processed_events + fan-out commit together, ack after commit).
 */
export async function startContactsConsumer(deps: { db: Db; bus: Bus; logger: Logger; events: EventsUsecase; onCommitted(): void }): Promise<Subscription> {
  await deps.bus.ensureStream(CONTACTS_STREAM);
  return startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: CONTACTS_STREAM.name,
    durable: CONTACTS_DURABLE,
    filterSubject: 'contacts.customer_event.created',
    logger: deps.logger,
    concurrency: 8,
    async handle(envelope, trx) {
      if (envelope.type && envelope.type !== CUSTOMER_EVENT) return;
      const m = decodeEvent<{ event_id: string; project_id: string; name: string; fields_json: string; phone_number_ids: string[]; occurred_at: string }>(
        CUSTOMER_EVENT,
        envelope.payload,
      );
      const r = await deps.events.ingestContactsEvent(trx, {
        eventId: m.event_id || envelope.id,
        projectId: m.project_id || envelope.projectId || '',
        name: m.name,
        fieldsJson: m.fields_json,
        phoneNumberIds: m.phone_number_ids ?? [],
        occurredAt: m.occurred_at,
      });
      if (r && r.deliveries > 0) setTimeout(() => deps.onCommitted(), 20);
    },
  });
}
