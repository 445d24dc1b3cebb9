/**
 * messaging-proxy internal events (protos/svc/messaging_proxy/v1/events.proto, decoded to plain
 * objects) → public events of the catalog. Pure: the consumer decodes, this maps, fan-out stores.
 */
import { accountEvent, phoneNumberEvent, type AccountEventInput, type AccountNumber, type PhoneNumberEventInput, type PublicEvent } from './catalog';

/** Fully-qualified event types handled here, by public event kind. */
export const MESSAGING_PROXY_TYPES = {
  'svc.messaging_proxy.v1.AccountDisabled': 'disabled',
  'svc.messaging_proxy.v1.AccountRestricted': 'restricted',
  'svc.messaging_proxy.v1.AccountReinstated': 'reinstated',
  'svc.messaging_proxy.v1.AccountViolated': 'violation',
  'svc.messaging_proxy.v1.PhoneNumberOffboarded': 'offboarded',
  'svc.messaging_proxy.v1.PhoneNumberDisconnected': 'disconnected',
  'svc.messaging_proxy.v1.PhoneNumberReconnected': 'reconnected',
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
};

/** A mapped event ready for fan-out. */
export interface MappedEvent {
  projectId: string;
  /** The producer's event id (stable across upstream redeliveries): the dedupe key. */
  upstreamEventId: string;
  occurredAt: string;
  event: PublicEvent;
}

type Obj = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): AccountNumber | undefined => {
  const o = v as Obj | null | undefined;
  return o && str(o.id) ? { id: str(o.id), display_phone_number: str(o.display_phone_number) } : undefined;
};

/** Maps one decoded messaging-proxy event; undefined for types that are not public events. */
export function mapMessagingProxyEvent(type: string, m: Obj): MappedEvent | undefined {
  const kind = (MESSAGING_PROXY_TYPES as Record<string, string>)[type];
  if (!kind) return undefined;
  const base = { projectId: str(m.project_id), upstreamEventId: str(m.event_id), occurredAt: str(m.occurred_at) };
  if (type.includes('.Account')) {
    const input: AccountEventInput = {
      kind: kind as AccountEventInput['kind'],
      business_account_id: str(m.waba_id),
      phone_numbers: ((m.phone_numbers as unknown[]) ?? []).map(num).filter((n): n is AccountNumber => Boolean(n)),
      restrictions: ((m.restrictions as Obj[]) ?? []).map((r) => ({ type: str(r.type), expires_at: str(r.expires_at) || null })),
      single_number: num(m.phone_number),
      violation_type: str(m.violation_type) || undefined,
    };
    return { ...base, event: accountEvent(input) };
  }
  const src = (m.source as Obj | undefined) ?? {};
  const disc = m.disconnection as Obj | undefined;
  const input: PhoneNumberEventInput = {
    kind: kind as PhoneNumberEventInput['kind'],
    phone_number_id: num(m.phone_number)?.id ?? '',
    connection_type: str(m.connection_type),
    source: { provider: str(src.provider) || 'upstream', event: str(src.event), business_account_id: str(src.business_account_id) || str(m.waba_id) },
    disconnection: disc ? { reason: str(disc.reason), initiated_by: str(disc.initiated_by) } : undefined,
  };
  return { ...base, event: phoneNumberEvent(input) };
}
