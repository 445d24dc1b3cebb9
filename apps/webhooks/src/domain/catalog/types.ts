/**
 * Types shared by every producer's part of the public event catalog (spec section 6). Payload
 * versions (docs/decisions/0301-payload-versions.md):
 * - v2 is flat: `{ "event": "<name>", ...fields }`, exactly the shapes of spec section 6.
 * - v1 wraps the same fields: `{ "type": "<name>", "occurred_at": "...", "data": { ...fields } }`.
 * Events marked v2-only exist only in v2 and are never sent to v1 webhooks.
 */
import { z } from 'zod';

/** Payload versions a webhook can ask for. */
export const PAYLOAD_VERSIONS = ['v1', 'v2'] as const;
/** A payload version. */
export type PayloadVersion = (typeof PAYLOAD_VERSIONS)[number];

/**
 * Who produces an event: the messaging-proxy stream, the ingestion RPC (PublishProjectEvent), or
 * the contacts stream (events contacts renders itself: messages and conversations), or the broadcasts
 * stream (broadcast status changes), or the workflows-agent stream (workflow.execution.*).
 */
export type EventSource = 'messaging_proxy' | 'ingestion' | 'contacts' | 'broadcasts' | 'workflows_agent';

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

/** Extra facts of an ingested event computed by the ingestion use case (marketing: previous status and sequence). */
export interface IngestExtra {
  previousStatus?: string | null;
  sequence?: number;
  occurredAt: string;
}

/** Events present in both payload versions. */
export const BOTH: readonly PayloadVersion[] = ['v1', 'v2'];
/** v2-only events. */
export const V2: readonly PayloadVersion[] = ['v2'];

/** An upstream id (digits). */
export const digits = z.string().regex(/^\d{1,32}$/, 'must be a digit string');
/** A UUID. */
export const uuid = z.string().uuid();
/** An ISO 8601 date-time with offset. */
export const isoDate = z.string().datetime({ offset: true });

/** A number shared by the samples of every producer. */
export const SAMPLE_NUMBER = { id: '106540352242922', display_phone_number: '+1 555-010-0100' };
