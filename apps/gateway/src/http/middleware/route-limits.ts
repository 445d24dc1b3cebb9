import type { NextFunction, Request, Response } from 'express';
import type { RouteLimit } from '../../routes/route';
import { sendError } from '../errors';
import type { GatewayLimiter } from '../limiter';
import { retryAfterSeconds } from '../rate-limit-headers';
import { state } from './request-context';

/**
 * A route's own limits (e.g. health checks: 5/s and 60/min per project), mounted before its handler:
 * counted first, so every response of the route (400s included) carries their headers, and always
 * before any service or upstream call. All or nothing: a call refused by one window consumes none.
 */
export function routeLimits(limits: readonly RouteLimit[], limiter: GatewayLimiter) {
  const windows = limits.map((l) => ({ name: `route:${l.name}`, points: l.points, durationSec: l.durationSec }));
  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const decisions = await limiter.consumeAll(state(res).principal!.projectId, windows);
      limits.forEach((l, i) => {
        res.setHeader(l.limitHeader, String(decisions[i].limit));
        res.setHeader(l.remainingHeader, String(Math.max(0, decisions[i].remaining)));
      });
      const blocked = decisions.filter((d) => !d.allowed);
      if (blocked.length) {
        res.setHeader('Retry-After', String(Math.max(...blocked.map((d) => Number(retryAfterSeconds(d))))));
        return sendError(res, 429, 'Rate limit exceeded for this operation; retry after the Retry-After delay');
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
