import type { Express, Request } from 'express';
import { buildOpenApi } from '../routes/openapi';
import { buildAppApiOpenApi } from './app-api.openapi';
import type { RouteDef } from '../routes/route';
import { API_VERSION, APP_ROOT, BASE_PATH, PROXY_PATH } from './surface';

/**
 * What needs no key: discovery (`/`: base_url, proxy_url, app_url, version), the liveness probe and
 * the OpenAPI documents: {base_url}'s generated from the route table, and the dashboard API's
 * ({app_url}/api/v1, `app-api.openapi.ts`). URLs use `publicUrl` when set, else the
 * request's own origin.
 *
 * Registered on the app itself, not as a router of its own: every request (all of {base_url}'s) would
 * otherwise enter that router and try its four routes before going on.
 */
export function registerDiscoveryRoutes(app: Express, deps: { routes: RouteDef[]; publicUrl?: string; appUrl?: string }): void {
  const origin = (req: Request) => deps.publicUrl ?? `${req.protocol}://${req.get('host')}`;
  app.get('/', (req, res) => {
    const o = origin(req);
    res.json({ base_url: `${o}${BASE_PATH}`, proxy_url: `${o}${PROXY_PATH}`, app_url: deps.appUrl ?? `${o}${APP_ROOT}`, version: API_VERSION });
  });
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  const openapi = buildOpenApi(deps.routes, { version: API_VERSION, basePath: BASE_PATH });
  app.get(`${BASE_PATH}/openapi.json`, (req, res) => {
    res.json({ ...openapi, servers: [{ url: `${origin(req)}${BASE_PATH}` }] });
  });
  // The dashboard's own API (decision 0015), beside it.
  const appOpenapi = buildAppApiOpenApi({ version: API_VERSION });
  app.get(`${APP_ROOT}/api/v1/openapi.json`, (req, res) => {
    res.json({ ...appOpenapi, servers: [{ url: `${deps.appUrl ?? `${origin(req)}${APP_ROOT}`}/api/v1` }] });
  });
}
