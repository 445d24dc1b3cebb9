import { classifyGraphError, isRetryableHint, retryHintOf, type GraphErrorCategory, type GraphRetryHint } from './classify';

/**
 * How a call failed: `graph` the upstream answered a Graph error envelope; `http` it answered
 * something else that is not a usable answer (an error status without an envelope, or a success
 * whose body is not JSON); `transport` no answer (connection refused, reset, DNS); `timeout` no
 * answer before the call's deadline.
 */
export type GraphFailureKind = 'graph' | 'http' | 'transport' | 'timeout';

/** The Graph error envelope's `error` object, as the upstream sends it (all fields optional). */
export interface GraphErrorEnvelope {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_data?: unknown;
  fbtrace_id?: string;
  is_transient?: boolean;
}

/** Everything a {@link GraphError} is built from. */
export interface GraphErrorInit {
  kind: GraphFailureKind;
  /** HTTP status; 0 when no answer arrived. */
  httpStatus: number;
  message: string;
  code?: number;
  subcode?: number;
  type?: string;
  traceId?: string;
  details?: string;
  errorData?: Record<string, unknown>;
  isTransient?: boolean;
  retryAfterMs?: number;
  body?: unknown;
}

/**
 * A failed upstream call, parsed and classified. It never carries the access token or the request
 * URL (whose query may hold one), so it is safe to log; `message` is the upstream's own message
 * when it sent one, else a neutral sentence.
 */
export class GraphError extends Error {
  /** How the call failed. */
  readonly kind: GraphFailureKind;
  /** HTTP status; 0 when no answer arrived. */
  readonly httpStatus: number;
  /** Graph `code`; undefined when the answer carried no Graph error. */
  readonly code: number | undefined;
  /** Graph `error_subcode` (deprecated upstream since v16, still sent, e.g. 463 expired token, 33 unknown object). */
  readonly subcode: number | undefined;
  /** Graph exception `type` (`OAuthException`, `GraphMethodException`, ...). */
  readonly type: string | undefined;
  /** Graph `fbtrace_id`, else the `x-fb-trace-id` header: what the upstream's support asks for. */
  readonly traceId: string | undefined;
  /** `error_data.details`: Meta's advice is to act on `code` and this, not on the message. */
  readonly details: string | undefined;
  /** `error_data` as sent, when it is an object. */
  readonly errorData: Record<string, unknown> | undefined;
  /** The envelope's `is_transient`, when sent. */
  readonly isTransient: boolean | undefined;
  /** The `Retry-After` header in milliseconds, when sent. */
  readonly retryAfterMs: number | undefined;
  /** The upstream body as received (parsed JSON or text); undefined when no answer arrived. */
  readonly body: unknown;
  /** The §1.15 category (see classify.ts). */
  readonly category: GraphErrorCategory;
  /** The §1.15 retry hint. */
  readonly retry: GraphRetryHint;

  constructor(init: GraphErrorInit) {
    super(init.message);
    this.name = 'GraphError';
    this.kind = init.kind;
    this.httpStatus = init.httpStatus;
    this.code = init.code;
    this.subcode = init.subcode;
    this.type = init.type;
    this.traceId = init.traceId;
    this.details = init.details;
    this.errorData = init.errorData;
    this.isTransient = init.isTransient;
    this.retryAfterMs = init.retryAfterMs;
    this.body = init.body;
    this.category = init.kind === 'transport' || init.kind === 'timeout' ? 'transport' : classifyGraphError(init.code, init.httpStatus);
    this.retry = retryHintOf({ category: this.category, code: init.code, httpStatus: init.httpStatus, isTransient: init.isTransient });
  }

  /** True when the same request may pass later (hint retry or retry_after). */
  get retryable(): boolean {
    return isRetryableHint(this.retry);
  }

  /** Graph 100/33: the object does not exist, or this token cannot load it (Graph answers both alike). */
  get objectNotFound(): boolean {
    return this.code === 100 && this.subcode === 33;
  }

  /** The fields worth a log line (no message text, no body). */
  toLog(): Record<string, unknown> {
    return {
      kind: this.kind,
      httpStatus: this.httpStatus,
      code: this.code,
      subcode: this.subcode,
      category: this.category,
      retry: this.retry,
      traceId: this.traceId,
    };
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The envelope's `error` object when `body` is a Graph error envelope (`{ error: { ... } }`). */
export function graphEnvelopeOf(body: unknown): GraphErrorEnvelope | undefined {
  if (!isObject(body) || !isObject(body.error)) return undefined;
  return body.error as GraphErrorEnvelope;
}

/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date (relative to `nowMs`); undefined
 * when absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, nowMs: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/** What an answer carried besides its body: status and the headers the error reads. */
export interface AnswerMeta {
  httpStatus: number;
  headerTraceId?: string;
  retryAfterMs?: number;
}

/**
 * The error an answer means, or undefined when it is a usable success. A Graph error envelope is
 * an error whatever the status; an error status without an envelope is an `http` failure.
 * `body` is the parsed JSON, or the raw text when it was not JSON (`parsed` false).
 */
export function errorOfAnswer(meta: AnswerMeta, body: unknown, parsed: boolean): GraphError | undefined {
  const env = graphEnvelopeOf(body);
  if (env) {
    const data = isObject(env.error_data) ? env.error_data : undefined;
    return new GraphError({
      kind: 'graph',
      httpStatus: meta.httpStatus,
      message: str(env.message) ?? `Upstream answered HTTP ${meta.httpStatus}`,
      code: num(env.code),
      subcode: num(env.error_subcode),
      type: str(env.type),
      traceId: str(env.fbtrace_id) ?? meta.headerTraceId,
      details: str(data?.details),
      errorData: data,
      isTransient: typeof env.is_transient === 'boolean' ? env.is_transient : undefined,
      retryAfterMs: meta.retryAfterMs,
      body,
    });
  }
  const ok = meta.httpStatus >= 200 && meta.httpStatus < 300;
  if (ok && parsed) return undefined;
  return new GraphError({
    kind: 'http',
    httpStatus: meta.httpStatus,
    message: ok ? `Upstream answered HTTP ${meta.httpStatus} with a body that is not JSON` : `Upstream answered HTTP ${meta.httpStatus}`,
    traceId: meta.headerTraceId,
    retryAfterMs: meta.retryAfterMs,
    body,
  });
}

/** The error of a call that got no answer: `timeout` when the deadline passed, else `transport`. */
export function errorOfNoAnswer(err: unknown): GraphError {
  const name = (err as { name?: string } | null)?.name;
  const timeout = name === 'TimeoutError';
  return new GraphError({
    kind: timeout ? 'timeout' : 'transport',
    httpStatus: 0,
    message: timeout ? 'The upstream network did not answer in time' : 'The upstream network could not be reached',
  });
}
