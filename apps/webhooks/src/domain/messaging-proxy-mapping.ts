/**
 * messaging-proxy internal events (protos/svc/messaging_proxy/v1/events.proto, decoded to plain
 * objects) → public events of the catalog. Pure: the consumer decodes, this maps, fan-out stores.
 */
import { z } from 'zod';
import {
  accountEvent,
  phoneNumberCreatedEvent,
  phoneNumberEvent,
  type AccountEventInput,
  type AccountNumber,
  type PhoneNumberEventInput,
  type PublicEvent,
} from './catalog';

/** Fully-qualified event types handled here, by public event kind. */
export const MESSAGING_PROXY_TYPES = {
  'svc.messaging_proxy.v1.AccountDisabled': 'disabled',
  'svc.messaging_proxy.v1.AccountRestricted': 'restricted',
  'svc.messaging_proxy.v1.AccountReinstated': 'reinstated',
  'svc.messaging_proxy.v1.AccountViolated': 'violation',
  'svc.messaging_proxy.v1.PhoneNumberOffboarded': 'offboarded',
  'svc.messaging_proxy.v1.PhoneNumberDisconnected': 'disconnected',
  'svc.messaging_proxy.v1.PhoneNumberReconnected': 'reconnected',
  'svc.messaging_proxy.v1.PhoneNumberCreated': 'created',
} as const;

/** Subject → type, for envelopes that carry no type header. */
export const MESSAGING_PROXY_SUBJECTS: Record<string, keyof typeof MESSAGING_PROXY_TYPES> = {
  'messaging_proxy.account.disabled': 'svc.messaging_proxy.v1.AccountDisabled',
  'messaging_proxy.account.restricted': 'svc.messaging_proxy.v1.AccountRestricted',
  'messaging_proxy.account.reinstated': 'svc.messaging_proxy.v1.AccountReinstated',
  'messaging_proxy.account.violated': 'svc.messaging_proxy.v1.AccountViolated',
  'messaging_proxy.phone_number.offboarded': 'svc.messaging_proxy.v1.PhoneNumberOffboarded',
  'messaging_proxy.phone_number.disconnected': 'svc.messaging_proxy.v1.PhoneNumberDisconnected',
  'messaging_proxy.phone_number.reconnected': 'svc.messaging_proxy.v1.PhoneNumberReconnected',
  'messaging_proxy.phone_number.created': 'svc.messaging_proxy.v1.PhoneNumberCreated',
};

/** A mapped event ready for fan-out. */
export interface MappedEvent {
  projectId: string;
  /** The producer's event id (stable across upstream redeliveries): the dedupe key. */
  upstreamEventId: string;
  occurredAt: string;
  event: PublicEvent;
}

/** A string field; anything else reads as ''. */
const text = z.string().catch('');

/** A phone number of an event: present only with an id (anything else reads as absent). */
const phoneNumber = z
  .object({ id: text, display_phone_number: text })
  .nullish()
  .catch(undefined)
  .transform((n): AccountNumber | undefined => (n && n.id ? { id: n.id, display_phone_number: n.display_phone_number } : undefined));

/** The fields every decoded messaging-proxy event of this mapping carries (protos/svc/messaging_proxy/v1/events.proto). */
const eventFields = z.object({ project_id: text, event_id: text, occurred_at: text, waba_id: text, phone_number: phoneNumber });

/**
 * An account event (AccountDisabled, ...), lenient as the decoder's plain objects need: a missing or
 * mistyped scalar reads as '', a missing list as empty.
 */
const accountEventFields = eventFields.extend({
  phone_numbers: z
    .array(phoneNumber)
    .nullish()
    .transform((list) => (list ?? []).filter((n): n is AccountNumber => Boolean(n))),
  restrictions: z
    .array(z.object({ type: text, expires_at: text }).catch({ type: '', expires_at: '' }))
    .nullish()
    .transform((list) => (list ?? []).map((r) => ({ type: r.type, expires_at: r.expires_at || null }))),
  violation_type: text,
});

/** A phone number event (PhoneNumberOffboarded, ...), as lenient. */
const phoneNumberEventFields = eventFields.extend({
  connection_type: text,
  source: z.object({ provider: text, event: text, business_account_id: text }).catch({ provider: '', event: '', business_account_id: '' }),
  // A truthy value that is not an object still names a disconnection (without reason or initiator).
  disconnection: z
    .object({ reason: text, initiated_by: text })
    .nullish()
    .catch(({ input }) => (input ? { reason: '', initiated_by: '' } : undefined)),
});

/** A number a setup link connected (PhoneNumberCreated, decision 0247), as lenient. */
const phoneNumberCreatedFields = eventFields.extend({
  customer_id: text,
  connection_type: text,
  setup_link_id: text,
  reconnected: z.boolean().catch(false),
});

/** Maps one decoded messaging-proxy event; undefined for types that are not public events. */
export function mapMessagingProxyEvent(type: string, decoded: Record<string, unknown>): MappedEvent | undefined {
  const kind = (MESSAGING_PROXY_TYPES as Record<string, string>)[type];
  if (!kind) return undefined;
  if (type.includes('.Account')) {
    const m = accountEventFields.parse(decoded);
    const input: AccountEventInput = {
      kind: kind as AccountEventInput['kind'],
      business_account_id: m.waba_id,
      phone_numbers: m.phone_numbers,
      restrictions: m.restrictions,
      single_number: m.phone_number,
      violation_type: m.violation_type || undefined,
    };
    return { projectId: m.project_id, upstreamEventId: m.event_id, occurredAt: m.occurred_at, event: accountEvent(input) };
  }
  if (kind === 'created') {
    const c = phoneNumberCreatedFields.parse(decoded);
    if (!c.phone_number) return undefined;
    const event = phoneNumberCreatedEvent({
      project_id: c.project_id,
      customer_id: c.customer_id,
      phone_number: c.phone_number,
      business_account_id: c.waba_id,
      connection_type: c.connection_type,
      setup_link_id: c.setup_link_id,
      reconnected: c.reconnected,
    });
    return { projectId: c.project_id, upstreamEventId: c.event_id, occurredAt: c.occurred_at, event };
  }
  const m = phoneNumberEventFields.parse(decoded);
  const input: PhoneNumberEventInput = {
    kind: kind as PhoneNumberEventInput['kind'],
    phone_number_id: m.phone_number?.id ?? '',
    connection_type: m.connection_type,
    source: { provider: m.source.provider || 'upstream', event: m.source.event, business_account_id: m.source.business_account_id || m.waba_id },
    disconnection: m.disconnection ?? undefined,
  };
  return { projectId: m.project_id, upstreamEventId: m.event_id, occurredAt: m.occurred_at, event: phoneNumberEvent(input) };
}
