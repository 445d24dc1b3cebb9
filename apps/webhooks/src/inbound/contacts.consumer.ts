import type { Subscription } from '@platform/bus';
import { onlyType, startEventConsumer, type EventConsumerDeps } from './event-consumer';

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
export function startContactsConsumer(deps: EventConsumerDeps): Promise<Subscription> {
  return startEventConsumer<{ event_id: string; project_id: string; name: string; fields_json: string; phone_number_ids: string[]; occurred_at: string }>(
    deps,
    {
      stream: CONTACTS_STREAM,
      durable: CONTACTS_DURABLE,
      filterSubject: 'contacts.customer_event.created',
      concurrency: 8,
      typeOf: onlyType(CUSTOMER_EVENT),
      ingest: (trx, m, envelope) =>
        deps.events.ingestContactsEvent(trx, {
          eventId: m.event_id || envelope.id,
          projectId: m.project_id || envelope.projectId || '',
          name: m.name,
          fieldsJson: m.fields_json,
          phoneNumberIds: m.phone_number_ids ?? [],
          occurredAt: m.occurred_at,
        }),
    },
  );
}
