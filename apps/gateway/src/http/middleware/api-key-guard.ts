import type { NextFunction, Request, Response } from 'express';
import type { Authenticator } from '../../keys/authenticator';
import type { KeyUsageWriter } from '../../keys/key-usage.writer';
import { REQUESTS_PER_MINUTE } from '../../projects/plans';
import { sendError } from '../errors';
import type { GatewayLimiter } from '../limiter';
import { retryAfterSeconds, setLimitHeaders } from '../rate-limit-headers';
import { clientIpOf, state } from './request-context';

/** Requests per minute per client IP for calls without a valid key (slows key guessing). */
export const UNAUTHENTICATED_PER_MINUTE = 100;

/** The 401 message of each refusal of a presented key (a missing one names where to send it). */
const REFUSALS: Readonly<Record<string, string>> = {
  invalid: 'Invalid API key',
  revoked: 'API key has been revoked',
  expired: 'API key has expired: it was rotated and its grace period is over',
};

/**
 * The project key a request presents: `X-API-Key`, or with `bearer` (the {proxy_url} pass-through,
 * decision 0210) `Authorization: Bearer <key>` when no `X-API-Key` is sent. `X-API-Key` wins when
 * both are present, so a client cannot be made to act with a second key by a header it did not set.
 */
export function presentedKey(req: Request, bearer: boolean): string | undefined {
  const key = req.header('x-api-key');
  if (key !== undefined || !bearer) return key;
  const auth = req.header('authorization');
  if (auth === undefined) return undefined;
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(auth);
  // A malformed or non-Bearer Authorization header is a key that does not resolve (401 "Invalid API key").
  return m ? m[1] : auth;
}

/**
 * Authentication and the plan rate limit, for {base_url} and {proxy_url}: `X-API-Key` (on {proxy_url}
 * also `Authorization: Bearer`, `bearer: true`) resolves to the request's principal (kept on the
 * request state); a call without a valid key is counted against its client IP, then refused with
 * 401; a valid one against its project's plan (an MCP tool call excepted: its MCP request counted it),
 * and its use noted for `last_used_at` (batched by `usage`, never a write here). Both headers are
 * limited and logged alike.
 */
export function apiKeyGuard(deps: { authenticator: Authenticator; limiter: GatewayLimiter; usage?: KeyUsageWriter; bearer?: boolean }) {
  const bearer = deps.bearer === true;
  const missing = bearer
    ? 'Missing API key: send it in the X-API-Key header or as Authorization: Bearer <API key>'
    : 'Missing API key: send it in the X-API-Key header';
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const auth = await deps.authenticator.authenticate(presentedKey(req, bearer));
      if (!auth.ok) {
        if (auth.principal) state(res).principal = auth.principal;
        const d = await deps.limiter.consume('ip', clientIpOf(req, res) ?? 'unknown', UNAUTHENTICATED_PER_MINUTE, 60);
        setLimitHeaders(res, d);
        if (!d.allowed) {
          res.setHeader('Retry-After', retryAfterSeconds(d));
          return sendError(res, 429, 'Rate limit exceeded');
        }
        return sendError(res, 401, REFUSALS[auth.reason] ?? missing);
      }
      const p = auth.principal;
      state(res).principal = p;
      deps.usage?.used(p.keyId, state(res).startedAtDate);
      // An MCP tool call: its MCP request counted it (decision 0029).
      if (state(res).mcpToolCall) return next();
      const d = await deps.limiter.consume('project', p.projectId, REQUESTS_PER_MINUTE[p.plan], 60);
      setLimitHeaders(res, d);
      if (!d.allowed) {
        res.setHeader('Retry-After', retryAfterSeconds(d));
        return sendError(res, 429, `Rate limit exceeded: ${d.limit} requests per minute for this project's plan`);
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
