/**
 * `{app_url}/embed`: an inbox embed's page (`/embed/{token}`) and its API (`/embed/api/...`,
 * decision 0017). The API authenticates the embed's token (header `X-Embed-Token`, never an API key
 * in a page), is CORS-restricted to the embed's allowed origins (and the page's own origin), counts
 * against the project's plan limit like a key, and serves only the embed's routes, through the same
 * router as {base_url} (validation, authorization point, shaping, errors).
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from '@platform/logger';
import type { AuditWriter } from '../../audit/audit.writer';
import { EMBED_PAGE_PATH, originAllowed } from '../../embeds/inbox-embed';
import { REQUESTS_PER_MINUTE } from '../../projects/plans';
import type { Clients } from '../../routes/clients';
import type { RouteDef } from '../../routes/route';
import type { InboxEmbedsUsecase, OpenedEmbed } from '../../usecases/inbox-embeds.usecase';
import { apiRouter } from '../api-router';
import { sendError } from '../errors';
import type { GatewayLimiter } from '../limiter';
import { UNAUTHENTICATED_PER_MINUTE } from '../middleware/api-key-guard';
import type { IdempotencyDeps } from '../middleware/idempotency';
import { state } from '../middleware/request-context';
import { retryAfterSeconds, setLimitHeaders } from '../rate-limit-headers';
import { embedOwnRoutes, scopedTableRoutes } from './embed-routes';
import { embedPage, refusedPage } from './embed-page';

/** Header carrying the embed's token on its API calls. */
export const EMBED_TOKEN_HEADER = 'x-embed-token';

/** What the embed surface needs. */
export interface EmbedDeps {
  embeds: InboxEmbedsUsecase;
  /** The {base_url} route table (the embed serves three of its routes, scoped). */
  routes: RouteDef[];
  limiter: GatewayLimiter;
  clients: Clients;
  bodyLimit: string;
  idempotency: IdempotencyDeps;
  /** The audit log's writer: the embed's replies and handoffs are recorded with the embed as actor (decision 0016). */
  audit: AuditWriter | undefined;
  logger: Logger;
  /** APP_URL when configured: its origin is the page's own (same-origin calls are always allowed). */
  appUrl?: string;
}

const REFUSALS: Readonly<Record<string, string>> = {
  missing: 'Missing inbox embed token: send it in the X-Embed-Token header',
  invalid: 'Invalid inbox embed token',
  revoked: 'Inbox embed has been revoked',
  expired: 'Inbox embed has expired',
};

/** The request's path with an embed token replaced by `{token}` (for the request log). */
export function redactEmbedToken(path: string): string {
  return path.replace(EMBED_PAGE_PATH, '/embed/{token}');
}

/** The origins a request of the page itself comes from: the request's own, and APP_URL's. */
function ownOrigins(req: Request, appUrl?: string): string[] {
  const out = [`${req.protocol}://${req.get('host') ?? ''}`.toLowerCase()];
  if (appUrl) out.push(new URL(appUrl).origin.toLowerCase());
  return out;
}

/** Counts a refused token against the caller's address (like a bad API key); answers 401 (or 429). */
async function refuse(deps: EmbedDeps, req: Request, res: Response, reason: string, html: boolean): Promise<void> {
  const d = await deps.limiter.consume('ip', req.ip ?? 'unknown', UNAUTHENTICATED_PER_MINUTE, 60);
  setLimitHeaders(res, d);
  if (!d.allowed) {
    res.setHeader('Retry-After', retryAfterSeconds(d));
    if (html) return void res.status(429).type('html').send(refusedPage(429, 'Too many requests'));
    return sendError(res, 429, 'Rate limit exceeded');
  }
  state(res).errorMessage = REFUSALS[reason];
  if (html) return void res.status(401).type('html').send(refusedPage(401, REFUSALS[reason]));
  sendError(res, 401, REFUSALS[reason]);
}

/** Acts as the embed from here on: principal, last use, the project's plan limit (false: answered 429). */
async function admit(deps: EmbedDeps, res: Response, e: OpenedEmbed): Promise<boolean> {
  state(res).principal = {
    embedId: e.id,
    embedName: e.name,
    projectId: e.project_id,
    plan: e.plan,
    scopes: ['messaging'],
    scopeType: e.scope_type,
    scopeId: e.scope_id,
  };
  deps.embeds.noteUse(e.id, (err) => deps.logger.warn({ err, inbox_embed_id: e.id }, 'inbox embed: last_used_at not written'));
  const d = await deps.limiter.consume('project', e.project_id, REQUESTS_PER_MINUTE[e.plan], 60);
  setLimitHeaders(res, d);
  if (d.allowed) return true;
  res.setHeader('Retry-After', retryAfterSeconds(d));
  sendError(res, 429, `Rate limit exceeded: ${d.limit} requests per minute for this project's plan`);
  return false;
}

const PREFLIGHT_HEADERS = 'X-Embed-Token, Content-Type, Idempotency-Key, X-Request-Id';

/**
 * CORS of the API. A preflight carries no token, so it is answered for any well-formed origin and
 * says nothing; the request itself is refused (403, no CORS headers, nothing done) unless its
 * `Origin` is the page's own or one of the embed's allowed origins.
 */
function preflight(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'OPTIONS' || !req.header('access-control-request-method')) return next();
  const origin = req.header('origin');
  res.setHeader('Vary', 'Origin');
  if (origin && /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Allow-Headers', PREFLIGHT_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.status(204).end();
}

/** The API's guard: the token opens an active embed, the origin is allowed, then the plan limit. */
function embedGuard(deps: EmbedDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const opened = await deps.embeds.open(req.header(EMBED_TOKEN_HEADER));
      if (!opened.ok) return await refuse(deps, req, res, opened.reason, false);
      const e = opened.embed;
      const origin = req.header('origin')?.toLowerCase();
      res.setHeader('Vary', 'Origin');
      if (origin !== undefined && !ownOrigins(req, deps.appUrl).includes(origin)) {
        if (!originAllowed(origin, e.allowed_origins)) return sendError(res, 403, 'This origin is not allowed to call this inbox embed');
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id, Retry-After');
      }
      if (await admit(deps, res, e)) next();
    } catch (err) {
      next(err);
    }
  };
}

/** `{app_url}/embed`: the API under `/api`, the page at `/{token}`. */
export function embedRouter(deps: EmbedDeps): Router {
  const r = express.Router({ caseSensitive: true });
  r.use((req, _res, next) => {
    // The token in the page's path is a secret: the request log and error logs see `{token}`.
    req.originalUrl = redactEmbedToken(req.originalUrl);
    next();
  });
  r.use(
    '/api',
    preflight,
    apiRouter({
      guard: embedGuard(deps),
      routes: [...scopedTableRoutes(deps.routes), ...embedOwnRoutes(deps.routes)],
      limiter: deps.limiter,
      clients: deps.clients,
      bodyLimit: deps.bodyLimit,
      idempotency: deps.idempotency,
      audit: deps.audit,
    }),
  );
  r.get('/:token', async (req, res, next) => {
    try {
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const opened = await deps.embeds.open(String(req.params.token));
      if (!opened.ok) {
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
        return await refuse(deps, req, res, opened.reason === 'missing' ? 'invalid' : opened.reason, true);
      }
      if (!(await admit(deps, res, opened.embed))) return;
      const page = embedPage(opened.embed);
      res.setHeader('Content-Security-Policy', page.csp);
      res.status(200).type('html').send(page.html);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
