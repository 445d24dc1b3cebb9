import { toStruct, type broadcasts, type JsonObject } from '@platform/contracts';
import type { RecipientErrorDetails } from '../domain/send-outcome';
import { handoffToWire } from './agent-handoff.wire';

const iso = (v: unknown): string | undefined => (v ? new Date(v as string).toISOString() : undefined);

/** Stored error details as the API shows them: an unknown HTTP status or trace id (stored as null, or as 0 and '' by older rows) is unset (null in the API). */
function recipientErrorToWire(e: Partial<Record<keyof RecipientErrorDetails, unknown>> | null): broadcasts.RecipientError | undefined {
  if (!e) return undefined;
  const status = Number(e.http_status);
  return {
    code: typeof e.code === 'string' ? e.code : String(e.code ?? ''),
    message: typeof e.message === 'string' ? e.message : '',
    details: typeof e.details === 'string' ? e.details : '',
    http_status: Number.isInteger(status) && status > 0 ? status : undefined,
    trace_id: typeof e.trace_id === 'string' && e.trace_id ? e.trace_id : undefined,
  };
}

/** The public view of a recipient row. */
export function recipientToWire(r: Record<string, unknown>): broadcasts.Recipient {
  const components = (typeof r.components === 'string' ? JSON.parse(r.components) : r.components) as JsonObject[];
  const err = (typeof r.error_details === 'string' ? JSON.parse(r.error_details) : r.error_details) as Partial<
    Record<keyof RecipientErrorDetails, unknown>
  > | null;
  return {
    id: r.id as string,
    phone_number: (r.phone_number as string | null) ?? '',
    user_id: (r.user_id as string | null) ?? undefined,
    // `parked` (held back by a resume of failed recipients only) reads as pending.
    status: r.status === 'parked' ? 'pending' : (r.status as string),
    template_components: (components ?? []).map((c) => toStruct(c)),
    wamid: (r.wamid as string | null) ?? undefined,
    sent_at: iso(r.sent_at),
    delivered_at: iso(r.delivered_at),
    read_at: iso(r.read_at),
    responded_at: iso(r.responded_at),
    failed_at: iso(r.failed_at),
    error_message: (r.error_message as string | null) ?? undefined,
    error_details: recipientErrorToWire(err),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    agent_handoff: r.h_status ? handoffToWire(r) : undefined,
  };
}
