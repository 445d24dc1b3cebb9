import type { Response } from 'express';
import type { LimitDecision } from './limiter';

/** Sets `X-RateLimit-Limit` / `X-RateLimit-Remaining` from a plan (or IP) limit decision. */
export function setLimitHeaders(res: Response, d: LimitDecision): void {
  res.setHeader('X-RateLimit-Limit', String(d.limit));
  res.setHeader('X-RateLimit-Remaining', String(Math.max(0, d.remaining)));
}

/** `Retry-After` seconds of a refused decision: at least 1, rounded up. */
export function retryAfterSeconds(d: LimitDecision): string {
  return String(Math.max(1, Math.ceil(d.msBeforeNext / 1000)));
}
