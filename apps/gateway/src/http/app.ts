import express from 'express';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { AuditWriter } from '../audit/audit.writer';
import type { IdempotencyKeysRepository } from '../idempotency/idempotency-keys.repository';
import type { InboxEmbedsUsecase } from '../usecases/inbox-embeds.usecase';
import type { Authenticator } from '../keys/authenticator';
import type { KeyUsageWriter } from '../keys/key-usage.writer';
import type { ApiLogWriter } from '../logs/api-log.writer';
import { mcpEndpoint, MCP_PATH } from '../mcp/endpoint';
import type { McpApprovalsRepository } from '../mcp/approvals.repository';
import { InternalSource } from '../mcp/loopback';
import type { Clients } from '../routes/clients';
import { MOUNTS } from '../routes/mounts';
import type { RouteDef } from '../routes/route';
import { apiRouter } from './api-router';
import { appApiRouter, type AppApiDeps } from './app-api';
import { registerDiscoveryRoutes } from './discovery';
import { dashboardStatic } from './dashboard/dashboard-static';
import { embedRouter } from './embed/embed-api';
import type { GatewayLimiter } from './limiter';
import { apiKeyGuard } from './middleware/api-key-guard';
import { authorize } from './middleware/authorize';
import { errorHandler, noRoute } from './middleware/error-handler';
import { answerAfterBody } from './middleware/answer-after-body';
import { requestContext } from './middleware/request-context';
import { requestLogCapture } from './middleware/request-log-capture';
import { series } from './middleware/series';
import { requestSpans, type TracingMode } from './middleware/tracing';
import { signedMediaLinks, type MediaLinkDeps } from './proxies/media-links';
import { APP_ROOT, BASE_PATH } from './surface';

/** Everything the HTTP layer needs. */
export interface GatewayAppDeps {
  authenticator: Authenticator;
  /** Notes each authenticated key's last use (written in batches). */
  keyUsage?: KeyUsageWriter;
  limiter: GatewayLimiter;
  logWriter: ApiLogWriter | undefined;
  /** The audit log's writer (decision 0016): every write of {base_url}, and of the same routes served to a dashboard member. */
  auditWriter: AuditWriter | undefined;
  clients: Clients;
  routes: RouteDef[];
  /** Idempotency keys of {base_url} writes (decision 0013). */
  idempotencyKeys: IdempotencyKeysRepository;
  clock: Clock;
  logger: Logger;
  trustProxy: string;
  bodyLimit: string;
  publicUrl?: string;
  appUrl?: string;
  messagingProxyHttpUrl: string;
  /** Signed media download links of {proxy_url} (decision 0243): the key and the plans of keyless callers. */
  mediaLinks: Omit<MediaLinkDeps, 'clock' | 'limiter'>;
  /**
   * Tracing of requests: `explicit` = a SERVER span per request whose context is kept on the request
   * and handed to its gRPC calls (no active context, no AsyncLocalStorage: the standalone gateway);
   * `active` = the same span made the active context, which the grpc instrumentation continues (a
   * process that also hosts services, e.g. the all-in-one); `off` when the SDK is disabled.
   */
  tracing?: TracingMode;
  /** People and sessions: the dashboard's API at `{app_url}/api/v1` (decision 0015); absent = not served. */
  people?: Pick<AppApiDeps, 'sessions' | 'users' | 'people' | 'audit' | 'alwaysSecure' | 'notifications' | 'live'>;
  /** Inbox embeds: their page and API at `{app_url}/embed` (decision 0017); absent = not served. */
  inboxEmbeds?: InboxEmbedsUsecase;
  /** Directory of the dashboard's build, served at `{app_url}` itself (decision 0021); absent = not served. */
  dashboardDir?: string;
  /** The MCP server at `{base_url}/mcp` (decision 0029): the approvals of its tool calls; absent = not served. */
  mcpApprovals?: McpApprovalsRepository;
}

function parseTrustProxy(v: string): boolean | number | string[] {
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Builds the gateway's express app. The order is the behaviour: request id and log entry id → trace
 * span → the MCP tool calls' source marker → request log capture → discovery (no key) → {base_url}/mcp
 * (the MCP server, decision 0029) → {base_url} (guard, route table, its own JSON 404) → the dashboard's API
 * `{app_url}/api/v1` (sessions; its other paths fall through) → inbox embeds → the dashboard's pages (GET
 * outside /api, /embed) → {proxy_url} (signed media links, guard, scope, then forward) → {app_url} (guard,
 * scope, then forward) → onboarding pages (public, forwarded) → JSON 404 → the one error middleware.
 * {base_url} comes before the other surfaces because none of them serves a path under it.
 */
export function createGatewayApp(deps: GatewayAppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustProxy(deps.trustProxy));
  app.set('etag', false);

  // What every request goes through, as one layer (series): request id and log entry id; the MCP server's
  // tool calls' marker (decision 0029: its secret marks them, any other copy of the header is dropped); a
  // refusal before the body was read waits for the body (bounded) so the client can read it; the trace
  // span; the request log capture.
  const internalSource = new InternalSource();
  app.use(
    series(
      requestContext(deps.clock),
      internalSource.middleware(),
      answerAfterBody({ maxBytes: 64 * 1024 * 1024, maxWaitMs: 10_000 }),
      requestSpans(deps.tracing),
      deps.logWriter ? requestLogCapture(deps.logWriter) : undefined,
    ),
  );

  registerDiscoveryRoutes(app, { routes: deps.routes, publicUrl: deps.publicUrl, appUrl: deps.appUrl });
  // What every surface serving the route table needs ({base_url}, the dashboard's API, inbox embeds).
  const table = {
    routes: deps.routes,
    limiter: deps.limiter,
    clients: deps.clients,
    bodyLimit: deps.bodyLimit,
    idempotency: { keys: deps.idempotencyKeys, logger: deps.logger },
  };

  const guard = apiKeyGuard({ authenticator: deps.authenticator, limiter: deps.limiter, usage: deps.keyUsage });
  // {proxy_url} also takes `Authorization: Bearer <key>` (what Cloud API clients send), limited and logged the same.
  const bearerGuard = apiKeyGuard({ authenticator: deps.authenticator, limiter: deps.limiter, usage: deps.keyUsage, bearer: true });
  // {base_url} right after its own discovery route (`/platform/v1/openapi.json`, registered above): no mount
  // below serves a path under it, and every API request would otherwise first be tried against each of
  // their ~20 layers (the listing's profile, bench/README.md, gateway). Its router answers any path under it,
  // a JSON 404 included. The MCP server (decision 0029) comes first, with the key guard that also takes
  // `Authorization: Bearer`.
  if (deps.mcpApprovals)
    app.use(
      `${BASE_PATH}${MCP_PATH}`,
      mcpEndpoint({
        guard: bearerGuard,
        limiter: deps.limiter,
        routes: deps.routes,
        approvals: deps.mcpApprovals,
        marker: internalSource,
        audit: deps.auditWriter,
        bodyLimit: deps.bodyLimit,
        logger: deps.logger,
        now: () => deps.clock.now(),
        publicUrl: deps.publicUrl,
        appUrl: deps.appUrl,
      }),
    );
  app.use(BASE_PATH, apiRouter({ ...table, guard, audit: deps.auditWriter }));

  if (deps.people)
    app.use(
      `${APP_ROOT}/api/v1`,
      appApiRouter({
        ...deps.people,
        ...table,
        auditWriter: deps.auditWriter,
        forward: { target: deps.messagingProxyHttpUrl, logger: deps.logger, publicUrl: deps.publicUrl },
      }),
    );

  if (deps.inboxEmbeds)
    app.use(
      `${APP_ROOT}/embed`,
      embedRouter({
        ...table,
        embeds: deps.inboxEmbeds,
        audit: deps.auditWriter,
        logger: deps.logger,
        appUrl: deps.appUrl,
        dashboardDir: deps.dashboardDir,
        live: deps.people?.live,
        messagingProxyHttpUrl: deps.messagingProxyHttpUrl,
      }),
    );

  // The dashboard's pages and bundles at {app_url} (decision 0021): GET/HEAD outside /api and /embed only.
  if (deps.dashboardDir) app.use(APP_ROOT, dashboardStatic({ dir: deps.dashboardDir }));

  const guards = { 'api-key': [guard], 'api-key-or-bearer': [bearerGuard], public: [] };
  // The mounts (routes/mounts.ts): {proxy_url}, {app_url} (same guard, limit and log as {base_url}), onboarding pages.
  for (const mount of MOUNTS) {
    const scope = mount.scopeGroup ? [authorize(mount.scopeGroup)] : [];
    const forward = mount.forwarder({ target: deps.messagingProxyHttpUrl, logger: deps.logger, publicUrl: deps.publicUrl });
    // {proxy_url}'s signed media download links: judged before the key guard, forwarded without a key when valid (decision 0243).
    const links = mount.signedMediaLinks ? signedMediaLinks({ ...deps.mediaLinks, clock: deps.clock, limiter: deps.limiter }, forward) : undefined;
    app.use(mount.prefix, ...(links ? [links.beforeGuard] : []), ...guards[mount.auth], ...scope, ...(links ? [links.afterGuard] : []), forward);
  }
  app.use(noRoute());
  app.use(errorHandler({ bodyLimit: deps.bodyLimit, logger: deps.logger }));
  return app;
}
