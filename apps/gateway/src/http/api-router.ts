import express, { type RequestHandler, type Router } from 'express';
import type { AuditWriter } from '../audit/audit.writer';
import type { Clients } from '../routes/clients';
import type { RouteDef } from '../routes/route';
import type { GatewayLimiter } from './limiter';
import { auditCapture, isAudited } from './middleware/audit-capture';
import { authorizeRoute } from './middleware/authorize';
import { noRoute } from './middleware/error-handler';
import { idempotency, type IdempotencyDeps } from './middleware/idempotency';
import { jsonBody } from './middleware/json-body';
import { optionsResponder } from './middleware/options-responder';
import { routeLimits } from './middleware/route-limits';
import { series } from './middleware/series';
import { routeHandler } from './route-handler';
import { RouteGroups } from './route-groups';

/** What {base_url}'s router needs. */
export interface ApiRouterDeps {
  /** The API key guard (authentication and plan limit), first on every call. */
  guard: RequestHandler;
  routes: RouteDef[];
  limiter: GatewayLimiter;
  clients: Clients;
  bodyLimit: string;
  /** Idempotency keys of the routes that take one (decision 0013). */
  idempotency: IdempotencyDeps;
  /** The audit log's writer: every write of the table is recorded (decision 0016); undefined only in tests of other concerns. */
  audit: AuditWriter | undefined;
}

/**
 * {base_url}: API key guard → `OPTIONS` answers → JSON body parser → the route table, dispatched by
 * route group (each route: its audit record for a write (decision 0016), its scope check, its own
 * limits, its Idempotency-Key when it takes one, then its handler) → a JSON 404 for any other path.
 */
export function apiRouter(deps: ApiRouterDeps): Router {
  const routerOptions = { caseSensitive: true, strict: false };
  const api = express.Router(routerOptions);
  const groups = new RouteGroups(
    deps.routes.map((r) => r.path),
    routerOptions,
  );
  for (const route of deps.routes) {
    const handler = series(
      deps.audit && isAudited(route) ? auditCapture(route, deps.audit) : undefined,
      authorizeRoute(route),
      route.limits?.length ? routeLimits(route.limits, deps.limiter) : undefined,
      route.idempotent ? idempotency(route, deps.idempotency) : undefined,
      routeHandler(route, deps.clients),
    );
    groups.routerFor(route.path)[route.method](route.path, handler);
  }
  // Each a series (one Express layer): the guard, the OPTIONS answers, the body, the dispatch; each route's chain.
  api.use(series(deps.guard, optionsResponder(deps.routes), jsonBody(deps.bodyLimit), groups.dispatch()));
  api.use(noRoute());
  return api;
}
