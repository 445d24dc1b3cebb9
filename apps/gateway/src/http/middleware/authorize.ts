import type { NextFunction, Request, Response } from 'express';
import { areaOfPath, roleAllows, roleRefusalMessage, type RoleArea } from '../../keys/roles';
import { accessOf, allows, groupOfPath, refusalMessage, type ScopeGroup } from '../../keys/scopes';
import { sendError } from '../errors';
import { isSessionPrincipal, state } from './request-context';

/**
 * The one authorization point of a route (decisions 0011 and 0014), right after the guard: an API
 * key must hold a scope granting the route's group at the request's access (GET/HEAD read, anything
 * else writes); a person's session must hold a role granting the route's area (keys/roles.ts). A
 * refusal is 403 `{ error }` naming the scope or role needed.
 *
 * `group` is the route's (`groupOf(route.path)` for {base_url}, fixed for a mount), `area` its role
 * area (the group unless the route is a conversation's); `what` names the request in the refusal
 * (`POST /workflows`).
 */
export function authorize(group: ScopeGroup, what?: string, area: RoleArea = group) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const p = state(res).principal;
    const named = what ?? `${req.method} ${req.baseUrl}${req.path}`;
    if (isSessionPrincipal(p)) {
      if (roleAllows(p.role, area, req.method)) return next();
      return sendError(res, 403, roleRefusalMessage(p.role, area, req.method, named));
    }
    const need = { group, access: accessOf(req.method) };
    if (p && allows(p.scopes, need)) return next();
    sendError(res, 403, refusalMessage(p?.scopes ?? [], need, named));
  };
}

/** The authorization of a {base_url} route by its path (its group and area; throws at startup for an unmapped one). */
export function authorizeRoute(route: { method: string; path: string }) {
  return authorize(groupOfPath(route.path), `${route.method.toUpperCase()} ${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`, areaOfPath(route.path));
}
