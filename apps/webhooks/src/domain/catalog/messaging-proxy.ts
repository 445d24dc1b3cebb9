/**
 * Events produced by messaging-proxy (its MESSAGING_PROXY stream, mapped by
 * `../messaging-proxy-mapping.ts`): account and phone number events, all v2-only.
 */
import { SAMPLE_NUMBER, V2, type CatalogEntry, type PublicEvent } from './types';

/** Catalog entries of messaging-proxy's events, in documentation order. */
export const MESSAGING_PROXY_EVENTS: readonly CatalogEntry[] = [
  { name: 'messaging.account.disabled', versions: V2, source: 'messaging_proxy', description: 'A business account was disabled; lists every affected number.' },
  {
    name: 'messaging.account.restricted',
    versions: V2,
    source: 'messaging_proxy',
    description: 'A business account (or one number) was restricted; carries restrictions[].',
  },
  { name: 'messaging.account.reinstated', versions: V2, source: 'messaging_proxy', description: 'A disabled business account was reinstated.' },
  { name: 'messaging.account.violation', versions: V2, source: 'messaging_proxy', description: 'A policy violation was recorded on an account or one number.' },
  { name: 'messaging.phone_number.offboarded', versions: V2, source: 'messaging_proxy', description: 'A number was offboarded from the platform.' },
  {
    name: 'messaging.phone_number.disconnected',
    versions: V2,
    source: 'messaging_proxy',
    description: 'A number was disconnected; carries disconnection { reason, initiated_by }.',
  },
  { name: 'messaging.phone_number.reconnected', versions: V2, source: 'messaging_proxy', description: 'A disconnected number was reconnected.' },
  {
    name: 'messaging.phone_number.created',
    versions: V2,
    source: 'messaging_proxy',
    description: "A setup link connected a number for its customer (or refreshed a reconnected number's credentials).",
  },
];

/** A phone number as listed by account events. */
export interface AccountNumber {
  id: string;
  display_phone_number: string;
}

/** A restriction as listed by account events. */
export interface Restriction {
  type: string;
  expires_at: string | null;
}

/** Normalised input of an account event (from the messaging-proxy stream). */
export interface AccountEventInput {
  kind: 'disabled' | 'restricted' | 'reinstated' | 'violation';
  business_account_id: string;
  phone_numbers: AccountNumber[];
  restrictions: Restriction[];
  /** The one number concerned, when the upstream named a single number (restricted, violation). */
  single_number?: AccountNumber;
  /** Upstream violation type (violation only), e.g. SCAM. */
  violation_type?: string;
}

/** Normalised input of a phone number event (from the messaging-proxy stream). */
export interface PhoneNumberEventInput {
  kind: 'offboarded' | 'disconnected' | 'reconnected';
  phone_number_id: string;
  connection_type: string;
  source: { provider: string; event: string; business_account_id: string };
  disconnection?: { reason: string; initiated_by: string };
}

/**
 * Account event → public event. Spec 6: delivered once per project and business account listing
 * every affected number; restricted (and violation) carry restrictions[]; when exactly one number is
 * concerned, a top-level phone_number and phone_number_id name it.
 */
export function accountEvent(input: AccountEventInput): PublicEvent {
  const scoped = input.kind === 'restricted' || input.kind === 'violation';
  const numbers = scoped && input.single_number ? [input.single_number] : dedupeNumbers(input.phone_numbers);
  const fields: PublicEvent['fields'] = { business_account_id: input.business_account_id, phone_numbers: numbers };
  if (scoped) {
    fields.restrictions = input.restrictions.map((r) => ({ type: r.type, expires_at: r.expires_at ?? null }));
    if (input.kind === 'violation' && input.violation_type) fields.violation_type = input.violation_type;
    if (numbers.length === 1) {
      fields.phone_number = numbers[0].display_phone_number;
      fields.phone_number_id = numbers[0].id;
    }
  }
  return { name: `messaging.account.${input.kind}`, fields, phoneNumberIds: numbers.map((n) => n.id), businessAccountId: input.business_account_id };
}

function dedupeNumbers(numbers: AccountNumber[]): AccountNumber[] {
  const seen = new Set<string>();
  const out: AccountNumber[] = [];
  for (const n of numbers) {
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    out.push({ id: n.id, display_phone_number: n.display_phone_number });
  }
  return out;
}

/** Normalised input of `messaging.phone_number.created` (messaging-proxy's PhoneNumberCreated, decision 0247). */
export interface PhoneNumberCreatedInput {
  project_id: string;
  customer_id: string;
  phone_number: AccountNumber;
  business_account_id: string;
  connection_type: string;
  setup_link_id: string;
  reconnected: boolean;
}

/**
 * A number a setup link connected → public event: the peer's `phone_number_id`, `project {id}`,
 * `customer {id}` (reference onboarding-and-inbox §3), with the number, its account and type.
 */
export function phoneNumberCreatedEvent(input: PhoneNumberCreatedInput): PublicEvent {
  return {
    name: 'messaging.phone_number.created',
    fields: {
      phone_number_id: input.phone_number.id,
      display_phone_number: input.phone_number.display_phone_number,
      business_account_id: input.business_account_id,
      connection_type: input.connection_type,
      project: { id: input.project_id },
      customer: { id: input.customer_id },
      setup_link_id: input.setup_link_id,
      reconnected: input.reconnected,
    },
    phoneNumberIds: [input.phone_number.id],
    businessAccountId: input.business_account_id || null,
  };
}

/** Phone number event → public event (spec 6: offboarded/reconnected share a shape; disconnected adds disconnection). */
export function phoneNumberEvent(input: PhoneNumberEventInput): PublicEvent {
  const fields: PublicEvent['fields'] = {
    phone_number_id: input.phone_number_id,
    connection_type: input.connection_type,
    source: { provider: input.source.provider, event: input.source.event, business_account_id: input.source.business_account_id },
  };
  if (input.kind === 'disconnected')
    fields.disconnection = { reason: input.disconnection?.reason ?? 'unknown', initiated_by: input.disconnection?.initiated_by ?? 'unknown' };
  return {
    name: `messaging.phone_number.${input.kind}`,
    fields,
    phoneNumberIds: [input.phone_number_id],
    businessAccountId: input.source.business_account_id || null,
  };
}

/** A realistic sample of a messaging-proxy event, or undefined when `name` is not one. */
export function messagingProxySample(name: string, occurredAt: string): PublicEvent | undefined {
  const number = SAMPLE_NUMBER;
  switch (name) {
    case 'messaging.account.disabled':
    case 'messaging.account.reinstated':
      return accountEvent({
        kind: name.split('.')[2] as 'disabled',
        business_account_id: '102290129340398',
        phone_numbers: [number, { id: '106540352242923', display_phone_number: '+1 555-010-0101' }],
        restrictions: [],
      });
    case 'messaging.account.restricted':
    case 'messaging.account.violation':
      return accountEvent({
        kind: name.split('.')[2] as 'restricted',
        business_account_id: '102290129340398',
        phone_numbers: [number],
        restrictions: [{ type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expires_at: occurredAt }],
      });
    case 'messaging.phone_number.offboarded':
    case 'messaging.phone_number.reconnected':
    case 'messaging.phone_number.disconnected':
      return phoneNumberEvent({
        kind: name.split('.')[2] as 'offboarded',
        phone_number_id: number.id,
        connection_type: 'dedicated',
        source: { provider: 'upstream', event: 'account_update', business_account_id: '102290129340398' },
        disconnection: { reason: 'ACCOUNT_DISCONNECTED', initiated_by: 'USER' },
      });
    case 'messaging.phone_number.created':
      return phoneNumberCreatedEvent({
        project_id: '5d1f3a52-3c2e-4a57-9d0a-3f8c2b7e6a10',
        customer_id: '0b6f4f3e-8a43-4d7e-9a55-2f1c7c1e9b20',
        phone_number: number,
        business_account_id: '102290129340398',
        connection_type: 'dedicated',
        setup_link_id: '7a2c1d9e-5b4f-4e61-8f3a-6c0d2e9b1a47',
        reconnected: false,
      });
    default:
      return undefined;
  }
}
