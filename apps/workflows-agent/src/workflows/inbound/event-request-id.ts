import type { EventEnvelope } from '@platform/bus';

/** The request id shape gRPC calls accept (decision 0018); anything else on an event is ignored. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The event's well-formed `x-request-id` header, if any: executions the event starts record it (decision 0018). */
export function eventRequestId(envelope: EventEnvelope): string | undefined {
  const v = envelope.headers['x-request-id'];
  return v && REQUEST_ID.test(v) ? v : undefined;
}
