import { status } from '@grpc/grpc-js';

/** What the agents read of one answer of the guarded send path (messaging-proxy SendMessage; the engine's SendOutcome). */
export interface SendAnswer {
  /** Accepted now, or on an earlier attempt with the same key (`duplicate_send`). */
  accepted: boolean;
  wamid?: string;
  httpStatus: number;
  /** The platform's refusal code, '' when none. */
  code: string;
  /** The upstream's error code, 0 when none. */
  upstreamErrorCode: number;
  /** Seconds the send path asks to wait before asking again (0: none named). */
  retryAfterSeconds: number;
  body: Record<string, unknown>;
}

/** What the model reads of a send tool (and a delivery step records). */
export type SendToolResult =
  | { sent: true; message_id?: string; repeated?: true }
  | { sent: false; outcome: 'unknown'; may_have_been_sent: true; code?: string; error: string }
  | { sent: false; http_status?: number; code?: string | null; upstream_error_code?: number | null; error?: string };

/** At most this long, in all, a send waits for another attempt of its key to finish (409 send_in_progress). */
export const IN_PROGRESS_WAIT_MS = 15_000;

/** What the model is told of a send that may have gone out: it must not send it again under a new key. */
export const UNKNOWN_OUTCOME_NOTE = 'The message may already have reached the customer and its outcome is not known yet: do not send it again.';

/**
 * gRPC codes of a SendMessage call that fail before anything is sent (the request, the project or the number
 * is wrong, or the call was refused for its rate). Any other failure (unavailable, deadline, internal) leaves the
 * outcome unknown: the client already retried it with the same key.
 */
const NOTHING_SENT: ReadonlySet<number> = new Set([
  status.INVALID_ARGUMENT,
  status.NOT_FOUND,
  status.ALREADY_EXISTS,
  status.PERMISSION_DENIED,
  status.RESOURCE_EXHAUSTED,
  status.FAILED_PRECONDITION,
  status.OUT_OF_RANGE,
  status.UNIMPLEMENTED,
  status.UNAUTHENTICATED,
]);

/** Whether a failed SendMessage call (its gRPC code) surely sent nothing. */
export function nothingSent(grpcCode: number): boolean {
  return NOTHING_SENT.has(grpcCode);
}

/** The result of a send whose outcome is unknown (the send path's code, or a call that failed midway). */
export function unknownOutcome(code?: string): SendToolResult {
  return { sent: false, outcome: 'unknown', may_have_been_sent: true, ...(code ? { code } : {}), error: UNKNOWN_OUTCOME_NOTE };
}

/**
 * Reads one answer of the send path for a tool's key (decisions 0232, 0240): sent (accepted, or a repeat of a key
 * that went out: 409 duplicate_send), refused (nothing sent: the model may try otherwise), unknown (the key may
 * have gone out: the model must not resend it under a new key), or `retryInMs` when another attempt of the key
 * holds it now (409 send_in_progress) and the send has waited less than {@link IN_PROGRESS_WAIT_MS}: asking again
 * with the same key then learns its outcome.
 */
export function readSendAnswer(out: SendAnswer, waitedMs: number): { result: SendToolResult } | { retryInMs: number } {
  if (out.code === 'duplicate_send') {
    const wamid = out.wamid ?? (typeof out.body.wamid === 'string' ? out.body.wamid : undefined);
    return { result: { sent: true, repeated: true, ...(wamid ? { message_id: wamid } : {}) } };
  }
  if (out.accepted) return { result: { sent: true, ...(out.wamid ? { message_id: out.wamid } : {}) } };
  if (out.code === 'send_in_progress') {
    const retryInMs = Math.min(5, Math.max(1, out.retryAfterSeconds || 1)) * 1000;
    if (waitedMs + retryInMs <= IN_PROGRESS_WAIT_MS) return { retryInMs };
    return { result: unknownOutcome(out.code) };
  }
  if (out.code === 'send_outcome_unknown') return { result: unknownOutcome(out.code) };
  return { result: { sent: false, http_status: out.httpStatus, code: out.code || null, upstream_error_code: out.upstreamErrorCode || null } };
}
