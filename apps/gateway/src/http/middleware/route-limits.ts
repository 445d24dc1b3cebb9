import type { NextFunction, Request, Response } from 'express';
import type { RouteLimit } from '../../routes/route';
import { sendError } from '../errors';
import type { GatewayLimiter } from '../limiter';
import { retryAfterSeconds } from '../rate-limit-headers';
import { state } from './request-context';

/**
 * A route's own limits (e.g. health checks: 5/s and 60/min per project; workflow starts per second
 * per workflow by plan), mounted before its handler:
 * counted first, so every response of the route (400s included) carries their headers, and always
 * before any service or upstream call. All or nothing: a call refused by one window consumes none.
 */
export function routeLimits(limits: readonly RouteLimit[], limiter: GatewayLimiter) {
  const keyParam = limits.find((l) => l.keyParam)?.keyParam;
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const principal = state(res).principal!;
      const windows = limits.map((l) => ({ name: `route:${l.name}`, points: l.pointsByPlan?.[principal.plan] ?? l.points, durationSec: l.durationSec }));
      // A per-resource key (e.g. per workflow); a malformed id shares one bucket instead of growing the key space.
      const param = keyParam ? String(req.params[keyParam] ?? '') : '';
      const key = keyParam ? `${principal.projectId}:${/^[A-Za-z0-9_-]{1,64}$/.test(param) ? param : 'invalid'}` : principal.projectId;
      const decisions = await limiter.consumeAll(key, windows);
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
