/**
 * The public event catalog (spec section 6; published as docs/events.md): every event name, the
 * payload versions it exists in, which producer emits it, and the pure builders of its v1 and v2
 * payloads. One file per producing service (messaging-proxy, contacts, workflows-agent); this one
 * composes them. No I/O here: the consumer and the ingestion RPC call these builders.
 */
import { BROADCASTS_EVENTS, broadcastsSample } from './broadcasts';
import { CONTACTS_EVENTS, contactsEvent, contactsSample } from './contacts';
import { CONVERSATIONS_EVENTS, conversationsSample } from './conversations';
import { MESSAGING_PROXY_EVENTS, messagingProxySample } from './messaging-proxy';
import type { CatalogEntry, IngestExtra, JsonObject, PayloadVersion, PublicEvent } from './types';
import { THREAD_EVENTS, threadsSample } from './threads';
import { agentRunEvent, agentRunSample, WORKFLOWS_AGENT_EVENTS } from './workflows-agent';
import { WORKFLOW_EXECUTION_EVENTS, workflowsSample } from './workflows';

export { broadcastStatusEvent, type BroadcastStatusChangedInput } from './broadcasts';
export { isWorkflowExecutionEvent, workflowExecutionEvent } from './workflows';
export type { MarketingPreferenceInput } from './contacts';
export {
  accountEvent,
  phoneNumberCreatedEvent,
  phoneNumberEvent,
  type AccountEventInput,
  type AccountNumber,
  type PhoneNumberEventInput,
} from './messaging-proxy';
export { PAYLOAD_VERSIONS, type CatalogEntry, type IngestExtra, type JsonObject, type PayloadVersion, type PublicEvent } from './types';

/** Every event of spec section 6, in documentation order. */
export const CATALOG: readonly CatalogEntry[] = [
  ...MESSAGING_PROXY_EVENTS,
  ...CONVERSATIONS_EVENTS,
  ...CONTACTS_EVENTS,
  ...THREAD_EVENTS,
  ...WORKFLOWS_AGENT_EVENTS,
  ...WORKFLOW_EXECUTION_EVENTS,
  ...BROADCASTS_EVENTS,
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

/**
 * Ingested event (already validated against the entry's input schema) → public event. The
 * marketing preference needs its previous status and sequence, computed by the ingestion use case.
 */
export function ingestedEvent(name: string, input: JsonObject, extra: IngestExtra = { occurredAt: '' }): PublicEvent {
  const event = contactsEvent(name, input, extra) ?? agentRunEvent(name, input);
  if (!event) throw new Error(`no payload builder for ${name}`);
  return event;
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
  const event =
    messagingProxySample(name, occurredAt) ??
    conversationsSample(name, occurredAt) ??
    contactsSample(name, occurredAt) ??
    threadsSample(name, occurredAt) ??
    agentRunSample(name) ??
    workflowsSample(name) ??
    broadcastsSample(name);
  if (!event) throw new Error(`unknown event ${name}`);
  return event;
}
