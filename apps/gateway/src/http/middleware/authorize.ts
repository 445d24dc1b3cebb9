import type { NextFunction, Request, Response } from 'express';
import { accessOf, allows, groupOfPath, refusalMessage, type ScopeGroup } from '../../keys/scopes';
import { sendError } from '../errors';
import { state } from './request-context';

/**
 * The one authorization point of a route (decision 0011), right after the API key guard: the caller's
 * key must hold a scope granting the route's group at the request's access (GET/HEAD read, anything
 * else writes), or the request is refused 403 `{ error }` naming the scope it needs. A later check of
 * a person's role (issue 35, item 1) sits here beside it.
 *
 * `group` is the route's (`groupOf(route.path)` for {base_url}, fixed for a mount); `what` names the
 * request in the refusal (`POST /workflows`).
 */
export function authorize(group: ScopeGroup, what?: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const p = state(res).principal;
    const need = { group, access: accessOf(req.method) };
    if (p && allows(p.scopes, need)) return next();
    sendError(res, 403, refusalMessage(p?.scopes ?? [], need, what ?? `${req.method} ${req.baseUrl}${req.path}`));
  };
}

/** The authorization of a {base_url} route by its path (its group; throws at startup for an unmapped one). */
export function authorizeRoute(route: { method: string; path: string }) {
  return authorize(groupOfPath(route.path), `${route.method.toUpperCase()} ${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
}
