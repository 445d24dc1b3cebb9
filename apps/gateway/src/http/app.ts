import type { IncomingMessage, Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { context, propagation } from '@opentelemetry/api';
import { DomainError } from '@platform/errors';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { httpServerSpans, startHttpServerSpan } from '@platform/telemetry';
import type { Authenticator } from '../keys/authenticator';
import type { ApiLogWriter } from '../logs/api-log.writer';
import { REQUESTS_PER_MINUTE } from '../projects/plans';
import type { Clients } from '../routes/clients';
import { buildOpenApi } from '../routes/openapi';
import { shape, type RouteDef } from '../routes/route';
import { sendDomainError, sendError } from './errors';
import { LimiterUnavailableError, type GatewayLimiter, type LimitDecision } from './limiter';
import { logFields, requestContext, state } from './middleware/request-context';
import { RouteGroups } from './route-groups';

/** Prefix of {base_url}. */
export const BASE_PATH = '/platform/v1';
/** Prefix of {proxy_url}: pass-through to the upstream network for one phone number. */
export const PROXY_PATH = '/upstream/messaging/v24.0';
/** Requests per minute per client IP for calls without a valid key (slows key guessing). */
export const UNAUTHENTICATED_PER_MINUTE = 100;
/** Platform interface version (spec 9.1). */
export const API_VERSION = '0.2.0';

/** Everything the HTTP layer needs. */
export interface GatewayAppDeps {
  authenticator: Authenticator;
  limiter: GatewayLimiter;
  logWriter: ApiLogWriter | undefined;
  clients: Clients;
  routes: RouteDef[];
  clock: Clock;
  logger: Logger;
  trustProxy: string;
  bodyLimit: string;
  publicUrl?: string;
  appUrl?: string;
  messagingProxyHttpUrl: string;
  /**
   * Tracing of requests: `explicit` = a SERVER span per request whose context is kept on the request
   * and handed to its gRPC calls (no active context, no AsyncLocalStorage: the standalone gateway);
   * `active` = the same span made the active context, which the grpc instrumentation continues (a
   * process that also hosts services, e.g. the all-in-one); `off` when the SDK is disabled.
   */
  tracing?: 'explicit' | 'active' | 'off';
}

function parseTrustProxy(v: string): boolean | number | string[] {
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

function setLimitHeaders(res: Response, d: LimitDecision): void {
  res.setHeader('X-RateLimit-Limit', String(d.limit));
  res.setHeader('X-RateLimit-Remaining', String(Math.max(0, d.remaining)));
}

function retryAfterSeconds(d: LimitDecision): string {
  return String(Math.max(1, Math.ceil(d.msBeforeNext / 1000)));
}

function zodMessage(where: string, err: import('zod').ZodError): string {
  const first = err.issues[0];
  const field = first.path.length ? first.path.join('.') : where;
  return `Invalid ${where}: ${field} ${first.message.charAt(0).toLowerCase()}${first.message.slice(1)}`;
}

/** Builds the gateway's express app. */
export function createGatewayApp(deps: GatewayAppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustProxy(deps.trustProxy));
  app.set('etag', false);

  app.use(requestContext(deps.clock));
  // One SERVER span per request (continuing the caller's trace), named after the matched route.
  const spanOptions = { routeOf: (req: IncomingMessage) => ((req as Request).route?.path ? `${BASE_PATH}${(req as Request).route.path}` : undefined) };
  if (deps.tracing === 'active') app.use(httpServerSpans(spanOptions));
  else if (deps.tracing === 'explicit') {
    app.use((req, res, next) => {
      state(res).traceContext = startHttpServerSpan(req, res, spanOptions);
      next();
    });
  }

  // Request log: every call becomes an entry when the response finishes, failures included.
  app.use((req, res, next) => {
    res.on('finish', () => {
      if (!deps.logWriter) return;
      const s = state(res);
      const p = s.principal;
      deps.logWriter.append({
        id: s.logId,
        project_id: p?.projectId ?? null,
        api_key_id: p?.keyId ?? null,
        api_key_name: p?.keyName ?? null,
        endpoint: req.originalUrl.split('?')[0].slice(0, 2048),
        http_method: req.method,
        response_status: res.statusCode,
        response_time_ms: Math.round(performance.now() - s.startedAt),
        created_at: s.startedAtDate,
        ip_address: req.ip ?? req.socket.remoteAddress ?? '',
        error_message: res.statusCode >= 400 ? (s.errorMessage ?? res.statusMessage ?? null) : null,
      });
    });
    next();
  });

  const origin = (req: Request) => deps.publicUrl ?? `${req.protocol}://${req.get('host')}`;

  // Discovery (no key).
  app.get('/', (req, res) => {
    const o = origin(req);
    res.json({ base_url: `${o}${BASE_PATH}`, proxy_url: `${o}${PROXY_PATH}`, app_url: deps.appUrl ?? `${o}/app`, version: API_VERSION });
  });
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));

  const openapi = buildOpenApi(deps.routes, { version: API_VERSION, basePath: BASE_PATH });
  app.get(`${BASE_PATH}/openapi.json`, (req, res) => {
    res.json({ ...openapi, servers: [{ url: `${origin(req)}${BASE_PATH}` }] });
  });

  // Authentication and the plan rate limit, for {base_url} and {proxy_url}.
  const guard = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const auth = await deps.authenticator.authenticate(req.header('x-api-key'));
      if (!auth.ok) {
        if (auth.principal) state(res).principal = auth.principal;
        const d = await deps.limiter.consume('ip', req.ip ?? 'unknown', UNAUTHENTICATED_PER_MINUTE, 60);
        setLimitHeaders(res, d);
        if (!d.allowed) {
          res.setHeader('Retry-After', retryAfterSeconds(d));
          return sendError(res, 429, 'Rate limit exceeded');
        }
        const message = auth.reason === 'missing' ? 'Missing API key: send it in the X-API-Key header' : auth.reason === 'revoked' ? 'API key has been revoked' : 'Invalid API key';
        return sendError(res, 401, message);
      }
      const p = auth.principal;
      state(res).principal = p;
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

  // {proxy_url}: authenticated, limited and logged like any call, then forwarded to messaging-proxy.
  app.use(
    PROXY_PATH,
    guard,
    createProxyMiddleware<Request, Response>({
      target: deps.messagingProxyHttpUrl,
      changeOrigin: true,
      pathRewrite: (path) => `/proxy${path}`,
      proxyTimeout: 30_000,
      on: {
        proxyReq: (proxyReq, req, res) => {
          proxyReq.removeHeader('x-api-key');
          proxyReq.removeHeader('x-project-id');
          proxyReq.setHeader('x-project-id', state(res).principal!.projectId);
          proxyReq.setHeader('x-request-id', state(res).requestId);
          // http auto-instrumentation is off (cost): carry the trace to messaging-proxy by hand.
          const carrier: Record<string, string> = {};
          propagation.inject(state(res).traceContext ?? context.active(), carrier);
          for (const [k, v] of Object.entries(carrier)) proxyReq.setHeader(k, v);
          void req;
        },
        error: (err, _req, res) => {
          const r = res as Response;
          deps.logger.warn({ err, ...logFields(r) }, 'proxy target unavailable');
          if (typeof r.status === 'function') sendError(r, 502, 'Messaging proxy is unavailable; retry the request');
        },
      },
    }),
  );

  // Onboarding pages of setup links: public (the link token is the credential), served by
  // messaging-proxy; forwarded so setup link URLs can live on the platform's own origin.
  app.use(
    '/onboarding',
    createProxyMiddleware<Request, Response>({
      target: deps.messagingProxyHttpUrl,
      changeOrigin: true,
      pathRewrite: (path) => `/onboarding${path}`,
      proxyTimeout: 30_000,
      on: {
        proxyReq: (proxyReq) => {
          proxyReq.removeHeader('x-project-id');
          proxyReq.removeHeader('x-api-key');
        },
        error: (err, _req, res) => {
          const r = res as Response;
          deps.logger.warn({ err, ...logFields(r) }, 'onboarding target unavailable');
          if (typeof r.status === 'function') sendError(r, 502, 'Onboarding is temporarily unavailable; retry');
        },
      },
    }),
  );

  const routerOptions = { caseSensitive: true, strict: false };
  const api = express.Router(routerOptions);
  api.use(guard);
  api.use(express.json({ limit: deps.bodyLimit, type: ['application/json', 'application/*+json'] }));

  const groups = new RouteGroups(deps.routes.map((r) => r.path), routerOptions);
  for (const route of deps.routes) {
    groups.routerFor(route.path)[route.method](route.path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        // Route-specific limits (e.g. health checks): counted first, so every response of the route
        // (400s included) carries their headers, and always before any service or upstream call.
        if (route.limits?.length) {
          const decisions = await Promise.all(route.limits.map((l) => deps.limiter.consume(`route:${l.name}`, state(res).principal!.projectId, l.points, l.durationSec)));
          route.limits.forEach((l, i) => {
            res.setHeader(l.limitHeader, String(decisions[i].limit));
            res.setHeader(l.remainingHeader, String(Math.max(0, decisions[i].remaining)));
          });
          const blocked = decisions.filter((d) => !d.allowed);
          if (blocked.length) {
            res.setHeader('Retry-After', String(Math.max(...blocked.map((d) => Number(retryAfterSeconds(d))))));
            return sendError(res, 429, 'Rate limit exceeded for this operation; retry after the Retry-After delay');
          }
        }
        const parts = { params: route.params, query: route.query, body: route.body, headers: route.headers } as const;
        const input: Record<string, unknown> = { params: {}, query: {}, body: undefined, headers: {} };
        const raw: Record<string, unknown> = { params: req.params, query: req.query, body: req.body, headers: req.headers };
        for (const key of ['params', 'headers', 'query', 'body'] as const) {
          const schema = parts[key];
          if (!schema) continue;
          if (key === 'body' && (req.body === undefined || req.body === null) && !schema.isOptional()) {
            return sendError(res, 400, 'Request body is required (JSON)');
          }
          const parsed = schema.safeParse(raw[key]);
          if (!parsed.success) return sendError(res, 400, zodMessage(key === 'params' ? 'path' : key, parsed.error));
          input[key] = parsed.data;
        }
        if (!route.headers) input.headers = req.headers;
        const s = state(res);
        const reply = await route.handle(input as never, { projectId: s.principal!.projectId, requestId: s.requestId, clients: deps.clients, traceContext: s.traceContext });
        for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
        const status = reply.status ?? route.successStatuses[0];
        if (status === 204) return void res.status(204).end();
        res.status(status).json(shape(route.response, reply.body));
      } catch (err) {
        next(err);
      }
    });
  }
  api.use(groups.dispatch());
  api.use((req, res) => sendError(res, 404, `No route for ${req.method} ${req.baseUrl}${req.path}`));
  app.use(BASE_PATH, api);

  app.use((req: Request, res: Response) => sendError(res, 404, `No route for ${req.method} ${req.path}`));

  // One error middleware: body parser errors, domain errors through the one table, the rest 500.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const e = err as { type?: string; status?: number };
    if (e?.type === 'entity.parse.failed') return sendError(res, 400, 'Malformed JSON body');
    if (e?.type === 'entity.too.large') return sendError(res, 413, `Request body too large (limit ${deps.bodyLimit})`);
    if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') return sendError(res, 415, 'Unsupported body encoding');
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return sendError(res, e.status, 'Bad request');
    if (err instanceof LimiterUnavailableError) {
      res.setHeader('Retry-After', '1');
      return sendError(res, 503, 'Rate limiting is temporarily unavailable; retry the request');
    }
    if (err instanceof DomainError) {
      if (err.code === 13 || err.code === 2) deps.logger.error({ err, ...logFields(res) }, 'service error');
      return sendDomainError(res, err);
    }
    deps.logger.error({ err, ...logFields(res) }, 'unhandled gateway error');
    sendError(res, 500, 'Internal error');
  });
  return app;
}

/** Closes an http.Server, waiting for in-flight requests (keep-alive sockets closed when idle). */
export function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
