/**
 * One call the platform made to the upstream, as an observer sees it (decision 0250): what the
 * external API log records. Never a token, a URL or a query string: `path` is the path under the
 * version, its query dropped.
 */
export interface UpstreamCall {
  method: string;
  /** Path under the API version, no query (`123/messages`); `(media url)` for a CDN download. */
  path: string;
  /** HTTP status of the answer; 0 when none arrived. */
  status: number;
  durationMs: number;
  /** Graph error `code` / `error_subcode` of an error answer. */
  errorCode?: number;
  errorSubcode?: number;
  /** Graph `fbtrace_id` of the answer, else its `x-fb-trace-id` header. */
  traceId?: string;
  /** The upstream's error message of an error answer, or why none arrived (`timeout`, `transport`). */
  errorMessage?: string;
}

/** Receives every upstream call of a client; must not throw nor block (it runs on the call's path). */
export type UpstreamCallObserver = (call: UpstreamCall) => void;

/** `pathAndQuery` as recorded: no leading slash, no query, no fragment. */
export function upstreamCallPath(pathAndQuery: string): string {
  const p = pathAndQuery.replace(/^\/+/, '');
  const q = p.search(/[?#]/);
  return q >= 0 ? p.slice(0, q) : p;
}

/**
 * The record of an answered call: the Graph error envelope of a body (read only when the status is
 * an error or the body names an `error`, at most 64 KiB parsed) and the trace id.
 */
export function upstreamCallOfAnswer(
  method: string,
  pathAndQuery: string,
  status: number,
  startedAt: number,
  traceHeader: string | null | undefined,
  body: Buffer | string | undefined,
): UpstreamCall {
  const call: UpstreamCall = { method, path: upstreamCallPath(pathAndQuery), status, durationMs: Math.max(0, Math.round(performance.now() - startedAt)) };
  if (traceHeader) call.traceId = traceHeader;
  if (body === undefined || body.length === 0 || body.length > 65_536) return call;
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (status < 400 && !text.startsWith('{"error"')) return call;
  try {
    const err = (JSON.parse(text) as { error?: Record<string, unknown> } | null)?.error;
    if (err && typeof err === 'object') {
      if (typeof err.code === 'number') call.errorCode = err.code;
      if (typeof err.error_subcode === 'number') call.errorSubcode = err.error_subcode;
      if (typeof err.fbtrace_id === 'string') call.traceId = err.fbtrace_id;
      if (typeof err.message === 'string') call.errorMessage = err.message;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return call;
}

/** The record of a call that got no answer. */
export function upstreamCallWithoutAnswer(method: string, pathAndQuery: string, startedAt: number, err: unknown): UpstreamCall {
  const name = (err as { name?: unknown })?.name;
  const timeout = name === 'TimeoutError' || name === 'AbortError' || (err as { kind?: unknown })?.kind === 'timeout';
  return {
    method,
    path: upstreamCallPath(pathAndQuery),
    status: 0,
    durationMs: Math.max(0, Math.round(performance.now() - startedAt)),
    errorMessage: timeout ? 'timeout: no answer before the deadline' : 'transport: no answer',
  };
}

/** Calls `observer` and swallows what it throws: recording never breaks a call. */
export function observeUpstreamCall(observer: UpstreamCallObserver | undefined, call: UpstreamCall): void {
  if (!observer) return;
  try {
    observer(call);
  } catch {
    // An observer's failure is its own; the call goes on.
  }
}
