import type { BusMessage } from './bus';

/** An integration event as producers write it and consumers receive it. */
export interface EventEnvelope {
  /** Event id (uuid); also the `Nats-Msg-Id` dedupe id and the consumer's idempotency key. */
  id: string;
  /** Fully qualified type, e.g. `svc.funding.v1.UsageRecorded`. */
  type: string;
  /** Subject it travels on, without namespace, e.g. `funding.usage.recorded`. */
  subject: string;
  /** When the change happened (ISO 8601, UTC), i.e. when it was written to the outbox. */
  occurredAt: string;
  /** Project (tenant) the event belongs to, or null for platform-wide events. */
  projectId: string | null;
  /** Payload bytes (usually a protobuf message of `type`). */
  payload: Uint8Array;
  /** Other headers, including W3C `traceparent`/`tracestate`. */
  headers: Record<string, string>;
}

/** Header names of the envelope on the wire (the payload travels as the message body). */
export const EnvelopeHeaders = {
  id: 'Event-Id',
  type: 'Event-Type',
  occurredAt: 'Event-Occurred-At',
  projectId: 'Event-Project-Id',
} as const;

/**
 * Optional header naming the public event an envelope carries, for event types that carry many
 * (contacts' `svc.contacts.v1.CustomerEvent`): a consumer's `accepts` can skip the names it does not
 * apply without decoding the payload or opening a transaction. Absent (older producers) → accept.
 */
export const EVENT_NAME_HEADER = 'Event-Name';

const RESERVED = new Set<string>(Object.values(EnvelopeHeaders));

/** Wire headers for an envelope: its fields as headers, plus its own headers. */
export function envelopeHeaders(e: Omit<EventEnvelope, 'payload' | 'subject'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(e.headers)) if (!RESERVED.has(k)) out[k] = v;
  out[EnvelopeHeaders.id] = e.id;
  out[EnvelopeHeaders.type] = e.type;
  out[EnvelopeHeaders.occurredAt] = e.occurredAt;
  if (e.projectId !== null) out[EnvelopeHeaders.projectId] = e.projectId;
  return out;
}

/** Rebuilds the envelope from a bus message; a message without `Event-Id` falls back to its msgId. */
export function envelopeFromMessage(msg: BusMessage): EventEnvelope {
  const h = msg.headers;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) if (!RESERVED.has(k)) headers[k] = v;
  return {
    id: h[EnvelopeHeaders.id] ?? msg.msgId,
    type: h[EnvelopeHeaders.type] ?? '',
    subject: msg.subject,
    occurredAt: h[EnvelopeHeaders.occurredAt] ?? '',
    projectId: h[EnvelopeHeaders.projectId] ?? null,
    payload: msg.data,
    headers,
  };
}
