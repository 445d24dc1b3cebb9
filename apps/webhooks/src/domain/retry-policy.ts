/**
 * Retry policy (pure): the documented schedule with jitter, Retry-After parsing, classification of
 * an attempt's outcome, and the auto-disable rule. See docs/decisions/0302-retry-schedule.md.
 */

/**
 * Delays (seconds) before attempts 2..N, after the immediate first attempt: 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 10 h → 8 attempts, the last ≈ 27 h 35 min after the first (Svix's schedule).
 */
export const DEFAULT_RETRY_SCHEDULE_S: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 36000];

/** ± fraction of random jitter on every scheduled delay, so retries of one outage spread out. */
export const DEFAULT_JITTER = 0.1;

/** Bounds applied to a receiver's Retry-After (seconds). */
export const RETRY_AFTER_MIN_S = 1;
/** Upper bound of an honoured Retry-After: never park a delivery longer than a day. */
export const RETRY_AFTER_MAX_S = 86_400;

/** Inputs of a retry decision. */
export interface RetryPolicy {
  /** Delays in seconds before attempts 2..N (its length + 1 = attempts in total). */
  scheduleS: readonly number[];
  /** Jitter fraction in [0, 1). */
  jitter: number;
  /** Upper bound of an honoured Retry-After, seconds. */
  retryAfterMaxS: number;
}

/** What happened on one HTTP attempt. */
export interface AttemptResult {
  /** HTTP status, or undefined when no response arrived (timeout, refused, blocked). */
  status?: number;
  /** Retry-After header value as received, if any. */
  retryAfter?: string;
  /** Transport error or block reason. */
  error?: string;
}

/** Classification of an attempt result. */
export type AttemptOutcome = 'success' | 'gone' | 'retryable';

/**
 * 2xx = success; 410 = the endpoint is gone (disable it); everything else, including 3xx (redirects
 * are not followed) and no response at all, is a failure to retry.
 */
export function classifyAttempt(r: AttemptResult): AttemptOutcome {
  if (r.status !== undefined && r.status >= 200 && r.status < 300) return 'success';
  if (r.status === 410) return 'gone';
  return 'retryable';
}

/**
 * Parses Retry-After (delta-seconds or an HTTP date) into seconds from `now`, clamped to
 * [1 s, maxS]; undefined when absent or unparsable.
 */
export function parseRetryAfter(value: string | undefined, now: Date, maxS: number = RETRY_AFTER_MAX_S): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  let seconds: number;
  if (/^\d+$/.test(v)) seconds = Number(v);
  else {
    const t = Date.parse(v);
    if (Number.isNaN(t)) return undefined;
    seconds = Math.ceil((t - now.getTime()) / 1000);
  }
  return Math.min(Math.max(seconds, RETRY_AFTER_MIN_S), maxS);
}

/**
 * When the next attempt happens after `attemptsMade` failed attempts, or null when the schedule is
 * exhausted. A Retry-After from the receiver replaces the scheduled delay (it knows best when it
 * can take traffic again) but never grants attempts beyond the schedule.
 */
export function nextAttemptAt(
  policy: RetryPolicy,
  attemptsMade: number,
  now: Date,
  retryAfterS: number | undefined,
  random: () => number = Math.random,
): Date | null {
  if (attemptsMade > policy.scheduleS.length) return null;
  const base = policy.scheduleS[attemptsMade - 1];
  if (base === undefined) return null;
  let delayMs: number;
  if (retryAfterS !== undefined) delayMs = retryAfterS * 1000;
  else {
    const factor = 1 + policy.jitter * (2 * random() - 1);
    delayMs = Math.max(0, base * 1000 * factor);
  }
  return new Date(now.getTime() + delayMs);
}

/** Total attempts the policy allows (first attempt + scheduled retries). */
export function maxAttempts(policy: RetryPolicy): number {
  return policy.scheduleS.length + 1;
}

/**
 * Auto-disable rule: an endpoint that has failed every attempt since `failingSince` for at least
 * `disableAfterMs` is turned off (Svix: 5 days). A single success resets `failingSince`.
 */
export function shouldAutoDisable(failingSince: Date | null, now: Date, disableAfterMs: number): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= disableAfterMs;
}

/** Parses a comma-separated list of seconds (config) into a schedule; throws on bad input. */
export function parseSchedule(value: string): number[] {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new Error('empty retry schedule');
  return parts.map((p) => {
    const n = Number(p);
    if (!Number.isFinite(n) || n < 0) throw new Error(`invalid retry delay: ${p}`);
    return n;
  });
}
