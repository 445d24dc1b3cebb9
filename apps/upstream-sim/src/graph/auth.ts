import type { Request, RequestHandler, Response } from 'express';
import type { SimRuntime } from '../runtime';
import type { NodeKind } from '../state/store';
import type { AccessToken } from '../state/types';
import { expiredToken, GraphError, invalidToken, unknownObject } from './graph-error';

/** The caller's credential: a seeded token, or the app access token `app_id|app_secret`. */
export type Caller = { kind: 'token'; token: AccessToken } | { kind: 'app'; value: string };

/** Token from `Authorization: Bearer`, or the `access_token` query/body parameter. */
export function presentedToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (header) {
    const m = /^(?:Bearer|OAuth)\s+(.+)$/i.exec(header.trim());
    if (m) return m[1].trim();
  }
  const q = req.query.access_token;
  if (typeof q === 'string' && q) return q;
  const b = (req.body as Record<string, unknown> | undefined)?.access_token;
  return typeof b === 'string' && b ? b : null;
}

/** Resolves a token value to a caller, or the Graph error upstream would answer (104, 190, 190/463). */
export function resolveCaller(sim: SimRuntime, value: string | null): Caller {
  if (!value) throw new GraphError(104);
  if (value === `${sim.app.id}|${sim.app.secret}`) return { kind: 'app', value };
  const token = sim.store.tokens.get(value);
  if (!token) throw invalidToken();
  if (token.expires_at && token.expires_at.getTime() <= sim.clock.now().getTime()) throw expiredToken(token.expires_at);
  return { kind: 'token', token };
}

/** Authenticates every Graph request below it; the caller lands in `res.locals.caller`. */
export function authMiddleware(sim: SimRuntime): RequestHandler {
  return (req, res, next) => {
    res.locals.caller = resolveCaller(sim, presentedToken(req));
    next();
  };
}

/** The authenticated caller of this request. */
export function callerOf(res: Response): Caller {
  return res.locals.caller as Caller;
}

/**
 * Asserts `id` is a node of one of `kinds` that the caller may reach; otherwise Graph's
 * "Unsupported <verb> request" (100/33), which upstream answers alike for missing and forbidden.
 */
export function requireNode(sim: SimRuntime, req: Request, res: Response, id: string, kinds: NodeKind[]): NodeKind {
  const kind = sim.store.kindOf(id);
  const caller = callerOf(res);
  const allowed = kind !== undefined && kinds.includes(kind) && caller.kind === 'token' && sim.store.canAccess(caller.token, id);
  if (!allowed) throw unknownObject(id, req.method);
  return kind;
}

/** Request parameters the Graph way: query string and body merged (body wins). */
export function params(req: Request): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  return { ...(req.query as Record<string, unknown>), ...body };
}
