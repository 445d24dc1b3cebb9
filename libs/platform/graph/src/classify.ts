/**
 * The classification of upstream Graph errors: the code categories and retry hints of the upstream
 * SDK's taxonomy (reference upstream-and-peers.md §1.15), plus the Graph platform codes the
 * services already met (docs/decisions/0007-upstream-graph-client.md says which and why).
 * Meta advises keying on the error code rather than the HTTP status; the status decides only for
 * codes this table does not know and for answers that carry no Graph error at all.
 */

/**
 * What kind of problem an upstream failure is. The §1.15 categories, plus `transport` (no answer:
 * network failure or deadline passed) and `other` (a code, or a status, no category covers).
 */
export type GraphErrorCategory =
  | 'throttling'
  | 'authorization'
  | 'permission'
  | 'integrity'
  | 'reengagementWindow'
  | 'template'
  | 'flow'
  | 'media'
  | 'server'
  | 'synchronization'
  | 'transport'
  | 'other';

/**
 * What a caller should do about a failure (§1.15): never retry it; obtain a new token first; retry
 * after the throttle's wait; retry (possibly with backoff); or change the request before retrying.
 */
export type GraphRetryHint = 'do_not_retry' | 'refresh_token' | 'retry_after' | 'retry' | 'fix_and_retry';

/** Codes by category. Ranges (permission 200-299) are checked in {@link categoryOfCode}. */
const CATEGORY_CODES: ReadonlyArray<readonly [GraphErrorCategory, readonly number[]]> = [
  // §1.15 plus Graph's platform throttles 17 (user), 32 (page) and 613 (per-hour calls).
  ['throttling', [4, 17, 32, 613, 80007, 130429, 131048, 131056]],
  // §1.15 plus Graph's 102 (session/token expired) and 104 (access token missing or malformed).
  ['authorization', [0, 102, 104, 190]],
  ['permission', [3, 10]],
  ['integrity', [368, 130497, 131031]],
  ['reengagementWindow', [131047]],
  ['template', [132000, 132001, 132005, 132007, 132012, 132015, 132016]],
  ['flow', [132068, 132069]],
  ['media', [131051, 131052, 131053]],
  // §1.15 plus Graph's 1 (unknown, possibly downtime) and 2 (service temporarily unavailable).
  ['server', [1, 2, 131000, 131016, 131057, 133004, 133005]],
  ['synchronization', [2593107, 2593108]],
];

const BY_CODE = new Map<number, GraphErrorCategory>(CATEGORY_CODES.flatMap(([category, codes]) => codes.map((c) => [c, category] as const)));

/** Codes never worth retrying as they are (§1.15): per-user limits, opt-outs, window, policy. */
const DO_NOT_RETRY_CODES = new Set([131049, 131050, 131047, 368, 130497, 131031]);

/** The category a Graph error code belongs to, or undefined for a code the table does not know. */
export function categoryOfCode(code: number): GraphErrorCategory | undefined {
  const known = BY_CODE.get(code);
  if (known) return known;
  if (code >= 200 && code <= 299) return 'permission';
  return undefined;
}

/** The category an HTTP status implies when the code does not decide (unknown code or no Graph error). */
export function categoryOfStatus(httpStatus: number): GraphErrorCategory {
  if (httpStatus === 0) return 'transport';
  if (httpStatus === 401) return 'authorization';
  if (httpStatus === 403) return 'permission';
  if (httpStatus === 429) return 'throttling';
  if (httpStatus >= 500) return 'server';
  return 'other';
}

/** Classifies a failure by its Graph code (when it has one) and its HTTP status (0: no answer). */
export function classifyGraphError(code: number | undefined, httpStatus: number): GraphErrorCategory {
  return (code !== undefined ? categoryOfCode(code) : undefined) ?? categoryOfStatus(httpStatus);
}

/** Facts the retry hint is derived from. */
export interface RetryHintInput {
  category: GraphErrorCategory;
  code: number | undefined;
  httpStatus: number;
  /** The envelope's `is_transient`, when the upstream said so. */
  isTransient?: boolean;
}

/**
 * The retry hint of a failure (§1.15): do_not_retry for the listed codes, refresh_token for
 * authorization, retry_after for throttling, retry for server faults, 5xx and no answer, and
 * fix_and_retry for everything else unless the upstream flagged the error `is_transient`.
 */
export function retryHintOf({ category, code, httpStatus, isTransient }: RetryHintInput): GraphRetryHint {
  if (code !== undefined && DO_NOT_RETRY_CODES.has(code)) return 'do_not_retry';
  switch (category) {
    case 'authorization':
      return 'refresh_token';
    case 'throttling':
      return 'retry_after';
    case 'integrity':
    case 'reengagementWindow':
      return 'do_not_retry';
    case 'server':
    case 'transport':
      return 'retry';
    default:
      return httpStatus >= 500 || isTransient === true ? 'retry' : 'fix_and_retry';
  }
}

/** True for the hints that say the same request may pass later (retry, retry_after). */
export function isRetryableHint(hint: GraphRetryHint): boolean {
  return hint === 'retry' || hint === 'retry_after';
}
