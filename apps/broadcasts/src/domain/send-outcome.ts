/**
 * What one SendMessage answer means for a recipient (issue 17 items 4-5, decision 0802). Pure.
 */

/** The fields of messaging-proxy's SendMessageResponse this decision reads. */
export interface SendAnswer {
  accepted: boolean;
  wamid: string;
  http_status: number;
  code: string;
  body: Record<string, unknown>;
  upstream_error_code: number;
  retry_after_seconds: number;
}

/** A failed recipient's error (spec 2.11); `http_status` and `trace_id` are null when unknown (a webhook-reported failure has neither). */
export interface RecipientErrorDetails {
  code: string;
  message: string;
  details: string;
  http_status: number | null;
  trace_id: string | null;
}

/** The outcome of one send for its recipient. */
export type SendOutcome =
  | { kind: 'sent'; wamid: string }
  /** The key already names an accepted send (an in-doubt recipient reconciled): sent, wamid from its status webhook. */
  | { kind: 'already_sent'; wamid: string | null }
  /** The contact stopped marketing on this number: never sent (spec 2.11). */
  | { kind: 'suppressed'; error: RecipientErrorDetails }
  /** Throughput (130429), account maintenance such as a throughput upgrade (131057), or pair (131056) limit: nothing sent; wait and send again. */
  | { kind: 'throttled'; scope: 'number' | 'pair'; retryAfterMs: number }
  /**
   * Nothing sent, the platform is busy or unreachable: send again later, the broadcast goes on.
   * `counts`: the retry counts toward the recipient's attempts (bounded); a send of the same key
   * still in flight (`send_in_progress`) does not: the send path's in-flight mark is itself bounded,
   * and failing the recipient meanwhile could fail a send that is going out.
   */
  | { kind: 'retry'; retryAfterMs: number; error: RecipientErrorDetails; counts: boolean }
  /**
   * The key's earlier send stayed of unknown outcome past the send path's deadline and is presumed not
   * sent (`idempotency_key_spent`, decision 0240): sent again under the recipient's next key, as an attempt.
   */
  | { kind: 'new_key'; error: RecipientErrorDetails }
  | { kind: 'failed'; error: RecipientErrorDetails };

/** Upstream codes that mean "the user stopped marketing messages" (reference 2.1). */
const STOPPED = new Set([131050]);

/** True when an upstream error code means the user stopped marketing messages (the recipient is suppressed). */
export function isMarketingStopped(upstreamCode: number): boolean {
  return STOPPED.has(upstreamCode);
}

/** Upstream codes worth a later retry (transient server errors). */
const TRANSIENT = new Set([1, 2, 131000]);

/** Default waits when the answer names none: throughput 1 s; pair 6 s (one message per 6 s to a user). */
export const THROTTLE_DEFAULT_MS = 1_000;
export const PAIR_DEFAULT_MS = 6_000;
/**
 * 131057 (the business account is in maintenance mode, e.g. during the throughput upgrade a large
 * campaign triggers, up to 1 min; reference §1.7): the whole number waits at least this long, and no
 * recipient counts an attempt for it (ten attempts 5 s apart would fail recipients during the very
 * upgrade, each of them asking the upstream again meanwhile).
 */
export const MAINTENANCE_DEFAULT_MS = 10_000;

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
/** An HTTP status, or null when none is known (0). */
const httpStatus = (n: number): number | null => (n > 0 ? n : null);

/** The upstream error object of an answer body (`{ error: { code, message, error_data: { details }, fbtrace_id } }`). */
function errorDetails(a: SendAnswer): RecipientErrorDetails {
  const e = a.body?.error;
  if (e && typeof e === 'object') {
    const o = e as Record<string, unknown>;
    const data = (o.error_data && typeof o.error_data === 'object' ? o.error_data : {}) as Record<string, unknown>;
    return {
      code: a.upstream_error_code ? String(a.upstream_error_code) : str(o.code) || a.code || String(a.http_status),
      message: str(o.message),
      details: str(data.details ?? o.error_user_msg),
      http_status: httpStatus(a.http_status),
      trace_id: str(o.fbtrace_id) || null,
    };
  }
  return {
    code: a.code || String(a.upstream_error_code || a.http_status),
    message: str(e),
    details: '',
    http_status: httpStatus(a.http_status),
    trace_id: null,
  };
}

/**
 * What a transient outcome (a `retry`, or a SendMessage call that threw) becomes for a recipient
 * that has had `attempts` transient outcomes before this one: retried later, or `failed` with this
 * error once `attempts + 1` reaches `maxAttempts`. Throttles are not transient outcomes (they never count).
 */
export function afterTransient(attempts: number, maxAttempts: number): 'retry' | 'fail' {
  return attempts + 1 >= maxAttempts ? 'fail' : 'retry';
}

/** Classifies one answer. */
export function classifySend(a: SendAnswer): SendOutcome {
  if (a.accepted && a.wamid) return { kind: 'sent', wamid: a.wamid };
  const wait = a.retry_after_seconds > 0 ? a.retry_after_seconds * 1000 : 0;
  if (a.upstream_error_code === 130429) return { kind: 'throttled', scope: 'number', retryAfterMs: wait || THROTTLE_DEFAULT_MS };
  if (a.upstream_error_code === 131057) return { kind: 'throttled', scope: 'number', retryAfterMs: Math.max(wait, MAINTENANCE_DEFAULT_MS) };
  if (a.upstream_error_code === 131056) return { kind: 'throttled', scope: 'pair', retryAfterMs: wait || PAIR_DEFAULT_MS };
  if (a.code === 'marketing_preference_stopped' || STOPPED.has(a.upstream_error_code)) return { kind: 'suppressed', error: errorDetails(a) };
  // The send path's idempotency (decision 0231): the key already names an accepted send, nothing sent again.
  if (a.code === 'duplicate_send') return { kind: 'already_sent', wamid: a.wamid || null };
  // The key still in flight, or its earlier send's outcome still being learned (decision 0240): a wait, not an attempt.
  if (a.code === 'send_in_progress' || a.code === 'send_outcome_unknown')
    return { kind: 'retry', retryAfterMs: wait || 2_000, error: errorDetails(a), counts: false };
  if (a.code === 'idempotency_key_spent') return { kind: 'new_key', error: errorDetails(a) };
  if (a.http_status === 503 || a.http_status === 429 || TRANSIENT.has(a.upstream_error_code))
    return { kind: 'retry', retryAfterMs: wait || 2_000, error: errorDetails(a), counts: true };
  return { kind: 'failed', error: errorDetails(a) };
}
