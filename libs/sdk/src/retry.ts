/**
 * Retries (decision 0027): a fetch that sends one request again on 429 (after its `Retry-After`),
 * 503, 504, a 409 `idempotency_key_in_use` (the first attempt of the same key is still running) and
 * network errors, with exponential backoff and full jitter, at most `maxAttempts` times in all. Only
 * requests marked retryable are retried: reads, PUT and DELETE, and the writes that carry an
 * `Idempotency-Key` of an operation that takes one (the same key on every attempt, so the platform
 * does the write at most once). A POST or PATCH without a key is sent once.
 */

/** How a client retries; `retry: false` sends every request once. */
export interface RetryOptions {
  /** Attempts in all, the first included (default 4: one try and three retries). */
  maxAttempts?: number;
  /** Backoff of the first retry in milliseconds; doubles on each further retry (default 500). */
  baseDelayMs?: number;
  /** Upper bound of one backoff in milliseconds (default 10,000). */
  maxDelayMs?: number;
  /** A `Retry-After` longer than this (milliseconds) is not waited for: the answer is returned (default 60,000). */
  maxRetryAfterMs?: number;
}

/** The retry settings with defaults applied. */
export type RetryPolicy = Required<RetryOptions>;

/** The defaults of `RetryOptions`. */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 10_000, maxRetryAfterMs: 60_000 };

/** Statuses retried whatever their body says. */
const RETRY_STATUSES = new Set([429, 503, 504]);

/** Methods that do the same thing when sent twice (RFC 9110 9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** True when `method` may be sent again without an Idempotency-Key. */
export function isIdempotentMethod(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

/** Milliseconds a `Retry-After` value asks to wait (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Full-jitter exponential backoff of retry number `retry` (1 for the first retry): a random wait in [0, min(max, base · 2^(retry−1))]. */
export function backoffMs(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.floor(random() * cap);
}

/** Whether an answer is worth another attempt, and after how long at least (its Retry-After). */
async function retryableAnswer(response: Response): Promise<{ retry: boolean; afterMs?: number }> {
  const afterMs = retryAfterMs(response.headers.get('retry-after'));
  if (RETRY_STATUSES.has(response.status)) return { retry: true, afterMs };
  if (response.status === 409) {
    const body = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (body && typeof body === 'object' && (body as { code?: unknown }).code === 'idempotency_key_in_use') return { retry: true, afterMs };
  }
  return { retry: false };
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A fetch that retries `request` under `policy` when `retryable(request)` says it may: each attempt
 * sends a clone (same method, URL, headers — the Idempotency-Key among them — and body).
 */
export function retryingFetch(
  fetchImpl: (request: Request) => Promise<Response>,
  policy: RetryPolicy | false,
  retryable: (request: Request) => boolean,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const attempts = policy && retryable(request) ? Math.max(1, policy.maxAttempts) : 1;
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= attempts;
      let response: Response;
      try {
        response = await fetchImpl(last ? request : request.clone());
      } catch (error) {
        // An abort by the caller is final; anything else thrown by fetch is a network error.
        if (last || !policy || request.signal?.aborted) throw error;
        await sleep(backoffMs(attempt, policy), request.signal);
        continue;
      }
      if (last || !policy) return response;
      const verdict = await retryableAnswer(response);
      if (!verdict.retry) return response;
      if (verdict.afterMs !== undefined && verdict.afterMs > policy.maxRetryAfterMs) return response;
      await response.body?.cancel().catch(() => undefined);
      await sleep(Math.max(verdict.afterMs ?? 0, backoffMs(attempt, policy)), request.signal);
    }
  };
}
