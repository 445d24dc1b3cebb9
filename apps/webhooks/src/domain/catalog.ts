/**
 * The public event catalog (spec section 6; published as docs/events.md): every event name, the
 * payload versions it exists in, which producer emits it, and the pure builders of its v1 and v2
 * payloads. No I/O here: the consumer and the ingestion RPC call these builders.
 *
 * Payload versions (docs/decisions/0301-payload-versions.md):
 * - v2 is flat: `{ "event": "<name>", ...fields }`, exactly the shapes of spec section 6.
 * - v1 wraps the same fields: `{ "type": "<name>", "occurred_at": "...", "data": { ...fields } }`.
 * Events marked v2-only exist only in v2 and are never sent to v1 webhooks.
 */
import { z } from 'zod';

/** Payload versions a webhook can ask for. */
export const PAYLOAD_VERSIONS = ['v1', 'v2'] as const;
/** A payload version. */
export type PayloadVersion = (typeof PAYLOAD_VERSIONS)[number];

/** Who produces an event: the messaging-proxy stream, or the ingestion RPC (PublishProjectEvent). */
export type EventSource = 'messaging_proxy' | 'ingestion';

/** A JSON object payload (what is serialised to the body). */
export type JsonObject = Record<string, unknown>;

/** One catalog entry. */
export interface CatalogEntry {
  /** Public event name, e.g. `messaging.account.disabled`. */
  name: string;
  /** Payload versions that carry it; `['v2']` = v2-only. */
  versions: readonly PayloadVersion[];
  source: EventSource;
  /** One-line description for docs and OpenAPI. */
  description: string;
  /** Input schema of PublishProjectEvent for ingestion events (undefined for stream events). */
  input?: z.ZodType<JsonObject, z.ZodTypeDef, unknown>;
}

const digits = z.string().regex(/^\d{1,32}$/, 'must be a digit string');
const uuid = z.string().uuid();
const isoDate = z.string().datetime({ offset: true });

/** Values of a per-number marketing preference (contacts rows of spec 4.12). */
export const MARKETING_STATUSES = ['stopped', 'resumed'] as const;
/** Sources of a marketing preference change (spec 4.12, brand word kept as upstream names it). */
export const MARKETING_SOURCES = ['meta_webhook', 'meta_delivery_error', 'meta_synchronous_error'] as const;

/** Input of messaging.contact.marketing_preference_changed (the producer is contacts). */
export const marketingPreferenceInput = z
  .object({
    contact_id: uuid,
    phone_number_id: digits,
    status: z.enum(MARKETING_STATUSES),
    source: z.enum(MARKETING_SOURCES),
    /** Upstream error code when recorded from a send failure (131050). */
    upstream_error_code: z.number().int().nullable().optional(),
    contact_phone_number: z.string().max(32).nullable().optional(),
    business_scoped_user_id: z.string().max(128).nullable().optional(),
  })
  .strict();
/** Parsed marketing preference input. */
export type MarketingPreferenceInput = z.infer<typeof marketingPreferenceInput>;

const identityInput = z
  .object({
    contact_id: uuid,
    phone_number_id: digits.optional(),
    business_scoped_user_id: z.string().min(1).max(128),
    previous_business_scoped_user_id: z.string().min(1).max(128),
    parent_business_scoped_user_id: z.string().max(128).nullable().optional(),
  })
  .strict();

const threadInput = z
  .object({
    phone_number_id: digits,
    conversation_id: uuid,
    /** Thread data as shown under conversation.svc.thread (owner, status, ...). */
    thread: z.record(z.unknown()),
  })
  .strict();

const agentRunInput = z
  .object({
    run_id: uuid,
    agent_id: uuid.optional(),
    status: z.string().min(1).max(64),
    workflow_execution_id: uuid.optional(),
    phone_number_id: digits.optional(),
    approval: z.object({ tool_call_id: z.string().max(128), tool_name: z.string().max(128), arguments: z.record(z.unknown()).optional() }).strict().optional(),
    error: z.object({ code: z.string().max(128).optional(), message: z.string().max(2000) }).strict().optional(),
    finished_at: isoDate.optional(),
  })
  .strict();

const BOTH: readonly PayloadVersion[] = ['v1', 'v2'];
const V2: readonly PayloadVersion[] = ['v2'];

/** Every event of spec section 6, in documentation order. */
export const CATALOG: readonly CatalogEntry[] = [
  { name: 'messaging.account.disabled', versions: V2, source: 'messaging_proxy', description: 'A business account was disabled; lists every affected number.' },
  { name: 'messaging.account.restricted', versions: V2, source: 'messaging_proxy', description: 'A business account (or one number) was restricted; carries restrictions[].' },
  { name: 'messaging.account.reinstated', versions: V2, source: 'messaging_proxy', description: 'A disabled business account was reinstated.' },
  { name: 'messaging.account.violation', versions: V2, source: 'messaging_proxy', description: 'A policy violation was recorded on an account or one number.' },
  { name: 'messaging.phone_number.offboarded', versions: V2, source: 'messaging_proxy', description: 'A number was offboarded from the platform.' },
  { name: 'messaging.phone_number.disconnected', versions: V2, source: 'messaging_proxy', description: 'A number was disconnected; carries disconnection { reason, initiated_by }.' },
  { name: 'messaging.phone_number.reconnected', versions: V2, source: 'messaging_proxy', description: 'A disconnected number was reconnected.' },
  { name: 'messaging.contact.marketing_preference_changed', versions: BOTH, source: 'ingestion', description: 'A contact stopped or resumed marketing on a number; only real transitions, with a monotonic sequence.', input: marketingPreferenceInput },
  { name: 'messaging.contact.identity_changed', versions: BOTH, source: 'ingestion', description: 'A business-scoped user id rotation was reconciled onto the contact.', input: identityInput },
  { name: 'messaging.thread.ownership_changed', versions: BOTH, source: 'ingestion', description: 'Ownership of a thread on a shared number changed.', input: threadInput },
  { name: 'messaging.thread.standby', versions: BOTH, source: 'ingestion', description: 'A message on a shared number is handled by another app (standby).', input: threadInput },
  { name: 'agent.run.approval_required', versions: BOTH, source: 'ingestion', description: 'An agent run waits for a tool call approval.', input: agentRunInput },
  { name: 'agent.run.completed', versions: BOTH, source: 'ingestion', description: 'An agent run completed.', input: agentRunInput },
  { name: 'agent.run.failed', versions: BOTH, source: 'ingestion', description: 'An agent run failed.', input: agentRunInput },
  { name: 'agent.run.cancelled', versions: BOTH, source: 'ingestion', description: 'An agent run was cancelled.', input: agentRunInput },
];

const BY_NAME = new Map(CATALOG.map((e) => [e.name, e]));

/** The catalog entry of a public event name, or undefined. */
export function catalogEntry(name: string): CatalogEntry | undefined {
  return BY_NAME.get(name);
}

/** True when an event exists in `version` (v2-only events never reach v1 webhooks). */
export function eventSupportsVersion(name: string, version: PayloadVersion): boolean {
  return BY_NAME.get(name)?.versions.includes(version) ?? false;
}

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
 * A public event ready to be stored and fanned out: its name, the v2 fields (without `event`),
 * and the numbers it concerns (per-number webhooks match on these).
 */
export interface PublicEvent {
  name: string;
  fields: JsonObject;
  phoneNumberIds: string[];
  businessAccountId: string | null;
}

/**
 * Account event → public event. Spec 6: delivered once per project and business account listing
 * every affected number; restricted (and violation) carry restrictions[]; when exactly one number is
 * concerned, a top-level phone_number and phone_number_id name it.
 */
export function accountEvent(input: AccountEventInput): PublicEvent {
  const scoped = input.kind === 'restricted' || input.kind === 'violation';
  const numbers = scoped && input.single_number ? [input.single_number] : dedupeNumbers(input.phone_numbers);
  const fields: JsonObject = { business_account_id: input.business_account_id, phone_numbers: numbers };
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

/** Phone number event → public event (spec 6: offboarded/reconnected share a shape; disconnected adds disconnection). */
export function phoneNumberEvent(input: PhoneNumberEventInput): PublicEvent {
  const fields: JsonObject = {
    phone_number_id: input.phone_number_id,
    connection_type: input.connection_type,
    source: { provider: input.source.provider, event: input.source.event, business_account_id: input.source.business_account_id },
  };
  if (input.kind === 'disconnected') fields.disconnection = { reason: input.disconnection?.reason ?? 'unknown', initiated_by: input.disconnection?.initiated_by ?? 'unknown' };
  return { name: `messaging.phone_number.${input.kind}`, fields, phoneNumberIds: [input.phone_number_id], businessAccountId: input.source.business_account_id || null };
}

/**
 * Ingested event (already validated against the entry's input schema) → public event. The
 * marketing preference needs its previous status and sequence, computed by the ingestion use case.
 */
export function ingestedEvent(name: string, input: JsonObject, extra: { previousStatus?: string | null; sequence?: number; occurredAt: string } = { occurredAt: '' }): PublicEvent {
  const str = (k: string) => (typeof input[k] === 'string' ? (input[k] as string) : undefined);
  const phone = str('phone_number_id');
  if (name === 'messaging.contact.marketing_preference_changed') {
    return {
      name,
      fields: {
        contact: { id: input.contact_id, phone_number: input.contact_phone_number ?? null, business_scoped_user_id: input.business_scoped_user_id ?? null },
        phone_number_id: phone,
        marketing_preference: {
          status: input.status,
          previous_status: extra.previousStatus ?? null,
          source: input.source,
          upstream_error_code: input.upstream_error_code ?? null,
          changed_at: extra.occurredAt,
        },
        sequence: extra.sequence ?? 0,
      },
      phoneNumberIds: phone ? [phone] : [],
      businessAccountId: null,
    };
  }
  if (name === 'messaging.contact.identity_changed') {
    return {
      name,
      fields: {
        contact: {
          id: input.contact_id,
          business_scoped_user_id: input.business_scoped_user_id,
          previous_business_scoped_user_id: input.previous_business_scoped_user_id,
          parent_business_scoped_user_id: input.parent_business_scoped_user_id ?? null,
        },
        phone_number_id: phone ?? null,
      },
      phoneNumberIds: phone ? [phone] : [],
      businessAccountId: null,
    };
  }
  if (name.startsWith('messaging.thread.')) {
    return {
      name,
      fields: { phone_number_id: phone, conversation: { id: input.conversation_id, phone_number_id: phone, svc: { thread: input.thread } } },
      phoneNumberIds: phone ? [phone] : [],
      businessAccountId: null,
    };
  }
  if (name.startsWith('agent.run.')) {
    const run: JsonObject = { id: input.run_id, status: input.status };
    for (const k of ['agent_id', 'workflow_execution_id', 'phone_number_id', 'approval', 'error', 'finished_at']) if (input[k] !== undefined) run[k] = input[k];
    return { name, fields: { agent_run: run }, phoneNumberIds: phone ? [phone] : [], businessAccountId: null };
  }
  throw new Error(`no payload builder for ${name}`);
}

/**
 * The exact body of an event in one payload version (serialised once and stored: retries send
 * and sign the same bytes). Returns undefined when the event does not exist in that version.
 */
export function renderBody(event: PublicEvent, version: PayloadVersion, occurredAt: string, opts: { test?: boolean } = {}): string | undefined {
  if (!eventSupportsVersion(event.name, version)) return undefined;
  const testFlag = opts.test ? { test: true } : {};
  if (version === 'v2') return JSON.stringify({ event: event.name, ...event.fields, ...testFlag });
  return JSON.stringify({ type: event.name, occurred_at: occurredAt, data: event.fields, ...testFlag });
}

/** A realistic sample of each event, for POST /webhooks/{id}/test and the docs. */
export function sampleEvent(name: string, occurredAt: string): PublicEvent {
  const number = { id: '106540352242922', display_phone_number: '+1 555-010-0100' };
  switch (name) {
    case 'messaging.account.disabled':
    case 'messaging.account.reinstated':
      return accountEvent({ kind: name.split('.')[2] as 'disabled', business_account_id: '102290129340398', phone_numbers: [number, { id: '106540352242923', display_phone_number: '+1 555-010-0101' }], restrictions: [] });
    case 'messaging.account.restricted':
    case 'messaging.account.violation':
      return accountEvent({ kind: name.split('.')[2] as 'restricted', business_account_id: '102290129340398', phone_numbers: [number], restrictions: [{ type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expires_at: occurredAt }] });
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
    case 'messaging.contact.marketing_preference_changed':
      return ingestedEvent(name, { contact_id: '00000000-0000-4000-8000-000000000001', phone_number_id: number.id, status: 'stopped', source: 'meta_webhook', contact_phone_number: '+15550100200' }, { previousStatus: 'resumed', sequence: 1, occurredAt });
    case 'messaging.contact.identity_changed':
      return ingestedEvent(name, { contact_id: '00000000-0000-4000-8000-000000000001', phone_number_id: number.id, business_scoped_user_id: 'US.13491208655302741918', previous_business_scoped_user_id: 'US.13491208655302741917' }, { occurredAt });
    case 'messaging.thread.ownership_changed':
    case 'messaging.thread.standby':
      return ingestedEvent(name, { phone_number_id: number.id, conversation_id: '00000000-0000-4000-8000-000000000002', thread: { owner: 'other_app', status: 'active' } }, { occurredAt });
    default:
      if (name.startsWith('agent.run.')) return ingestedEvent(name, { run_id: '00000000-0000-4000-8000-000000000003', status: name.split('.')[2] }, { occurredAt });
      throw new Error(`unknown event ${name}`);
  }
}
