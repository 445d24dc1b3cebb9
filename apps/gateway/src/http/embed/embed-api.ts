/**
 * `{app_url}/embed`: an inbox embed's page (`/embed/{token}`, the dashboard's inbox), its live stream
 * (`/embed/{token}/live`) and its API (`/embed/api/...`, decision 0017). The API authenticates the embed's token (header `X-Embed-Token`, never an API key
 * in a page), is CORS-restricted to the embed's allowed origins (and the page's own origin), counts
 * against the project's plan limit like a key, and serves only the embed's routes, through the same
 * router as {base_url} (validation, authorization point, shaping, errors).
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from '@platform/logger';
import type { AuditWriter } from '../../audit/audit.writer';
import { EMBED_PAGE_PATH, originAllowed } from '../../embeds/inbox-embed';
import type { LiveEntry } from '../../live/live-events';
import { REQUESTS_PER_MINUTE } from '../../projects/plans';
import type { Clients } from '../../routes/clients';
import type { RouteDef } from '../../routes/route';
import type { InboxEmbedsUsecase, OpenedEmbed } from '../../usecases/inbox-embeds.usecase';
import { apiRouter } from '../api-router';
import { sendError } from '../errors';
import { lastEventIdOf, openLiveStream, type LiveApiDeps } from '../live-api';
import { keyedForwarder } from '../proxies/keyed-forwarder';
import type { GatewayLimiter } from '../limiter';
import { UNAUTHENTICATED_PER_MINUTE } from '../middleware/api-key-guard';
import type { IdempotencyDeps } from '../middleware/idempotency';
import { state } from '../middleware/request-context';
import { retryAfterSeconds, setLimitHeaders } from '../rate-limit-headers';
import { embedCsp, embedIndexHtml, REFUSED_CSP, refusedPage } from './embed-app-page';
import { embedOwnRoutes, scopedTableRoutes, scopeNumbers } from './embed-routes';

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
  /** The dashboard's build (decision 0021): the page is its `index.html`. Without it the page is 503. */
  dashboardDir?: string;
  /** The live conversations log (decision 0022): the embed's stream reads it, scoped. Without it the stream is 404. */
  live?: Pick<LiveApiDeps, 'log' | 'heartbeatMs' | 'streams'>;
  /** messaging-proxy's HTTP origin: the embed's media are read through its download route (decision 0251). Without it media are 404. */
  messagingProxyHttpUrl?: string;
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
 * CORS preflight of the API. A preflight carries no token, so it is granted (204 with the grants) only
 * to an origin that at least one active embed allows (wildcards as CSP reads them; a per-replica
 * cache, `ActiveEmbedOrigins`); any other is 403 without CORS headers. The request itself is still
 * refused unless its `Origin` is the page's own or one of its own embed's allowed origins.
 */
function preflight(deps: EmbedDeps): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'OPTIONS' || !req.header('access-control-request-method')) return next();
    try {
      const origin = req.header('origin')?.toLowerCase();
      res.setHeader('Vary', 'Origin');
      if (!origin || !(await deps.embeds.activeOrigins.allows(origin))) return sendError(res, 403, 'This origin is not allowed to call an inbox embed');
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      res.setHeader('Access-Control-Allow-Headers', PREFLIGHT_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  };
}

/** The opened embed of an admitted API request (set by the guard). */
const embedOf = (res: Response): OpenedEmbed => res.locals.embed as OpenedEmbed;

/** What the scope's number reads need, for the page's own routes (live, media) outside the API router. */
const scopeContext = (deps: EmbedDeps, res: Response, e: OpenedEmbed) => ({
  projectId: e.project_id,
  requestId: state(res).requestId,
  caller: { kind: 'embed' as const, embedId: e.id, scopeType: e.scope_type, scopeId: e.scope_id, scopes: [] },
  clients: deps.clients,
});

/**
 * Whether a request's `Origin` may read the embed's answers: none (a same-origin GET sends none), the
 * page's own, or one of the embed's allowed origins (then the CORS headers are set); false: answered 403.
 */
function corsAllowed(deps: EmbedDeps, req: Request, res: Response, e: OpenedEmbed): boolean {
  const origin = req.header('origin')?.toLowerCase();
  res.setHeader('Vary', 'Origin');
  if (origin === undefined || ownOrigins(req, deps.appUrl).includes(origin)) return true;
  if (!originAllowed(origin, e.allowed_origins)) {
    sendError(res, 403, 'This origin is not allowed to call this inbox embed');
    return false;
  }
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id, Retry-After');
  return true;
}

/** The API's guard: the token opens an active embed, the origin is allowed, then the plan limit. */
function embedGuard(deps: EmbedDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const opened = await deps.embeds.open(req.header(EMBED_TOKEN_HEADER));
      if (!opened.ok) return await refuse(deps, req, res, opened.reason, false);
      const e = opened.embed;
      if (!corsAllowed(deps, req, res, e)) return;
      res.locals.embed = e;
      if (await admit(deps, res, e)) next();
    } catch (err) {
      next(err);
    }
  };
}

/** What the page's app needs to know of its embed: `GET {app_url}/embed/api/embed`. */
function embedInfo(e: OpenedEmbed) {
  return { name: e.name, scope_type: e.scope_type, scope_name: e.scope_name, default_mode: e.default_mode, language: e.language };
}

/** The page's paths: the inbox, its list and a conversation (deep links of the dashboard's inbox). */
const PAGE_PATHS = ['/:token', '/:token/conversations', '/:token/conversations/:conversation_id'];

/**
 * `{app_url}/embed`: the API under `/api`, the page at `/{token}[/conversations[/{id}]]`, the live stream at
 * `/{token}/live`, the scope's media at `/{token}/media/{media_id}`.
 */
export function embedRouter(deps: EmbedDeps): Router {
  const r = express.Router({ caseSensitive: true });
  r.use((req, _res, next) => {
    // The token in the page's path is a secret: the request log and error logs see `{token}`.
    req.originalUrl = redactEmbedToken(req.originalUrl);
    next();
  });
  const guard = embedGuard(deps);
  r.use('/api', preflight(deps));
  r.get('/api/embed', guard, (_req, res) => void res.status(200).json({ data: embedInfo(embedOf(res)) }));
  r.use(
    '/api',
    apiRouter({
      guard,
      routes: [...scopedTableRoutes(deps.routes), ...embedOwnRoutes(deps.routes)],
      limiter: deps.limiter,
      clients: deps.clients,
      bodyLimit: deps.bodyLimit,
      idempotency: deps.idempotency,
      audit: deps.audit,
    }),
  );
  r.get('/:token/live', embedLive(deps));
  r.get('/:token/media/:media_id', embedMedia(deps));
  r.get(PAGE_PATHS, async (req, res, next) => {
    try {
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const opened = await deps.embeds.open(String(req.params.token));
      if (!opened.ok) {
        res.setHeader('Content-Security-Policy', REFUSED_CSP);
        return await refuse(deps, req, res, opened.reason === 'missing' ? 'invalid' : opened.reason, true);
      }
      if (!(await admit(deps, res, opened.embed))) return;
      const html = deps.dashboardDir ? await embedIndexHtml(deps.dashboardDir, opened.embed) : undefined;
      if (html === undefined) {
        res.setHeader('Content-Security-Policy', REFUSED_CSP);
        return sendError(res, 503, 'The dashboard is not built: run `npx nx build dashboard` (npm start and npm test build it when missing)');
      }
      res.setHeader('Content-Security-Policy', embedCsp(opened.embed.allowed_origins));
      res.status(200).type('html').send(html);
    } catch (err) {
      next(err);
    }
  });
  return r;
}

/**
 * `GET {app_url}/embed/{token}/live`: the live conversations stream (decision 0022) of the embed's
 * scope, by URL (an EventSource sends no header). The page's checks (the token opens an active embed,
 * the project's plan limit) and the API's CORS rule; then only the entries of the scope's numbers
 * (`phone_number_id`; a customer's numbers are read again at every re-check, like the API reads them
 * on every call). `conversation.inbox_changed` carries no number: a project scope gets it, a customer
 * or number scope does not (an embed does not change or show inbox status). Every re-check also
 * re-opens the token: a revoked or expired embed's stream ends with `event: embed_ended`.
 */
function embedLive(deps: EmbedDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('Cache-Control', 'no-store');
      const token = String(req.params.token);
      const opened = await deps.embeds.open(token);
      if (!opened.ok) return await refuse(deps, req, res, opened.reason === 'missing' ? 'invalid' : opened.reason, false);
      const e = opened.embed;
      if (!corsAllowed(deps, req, res, e)) return;
      const last = lastEventIdOf(req);
      if (last === null) return sendError(res, 400, 'Invalid header: Last-Event-ID must be an id of this stream');
      if (!deps.live) return sendError(res, 404, 'Not found');
      if (!(await admit(deps, res, e))) return;
      const ctx = scopeContext(deps, res, e);
      let numbers = new Set(await scopeNumbers(ctx));
      const all = e.scope_type === 'project';
      const accepts = (entry: LiveEntry) => all || (typeof entry.data.phone_number_id === 'string' && numbers.has(entry.data.phone_number_id));
      openLiveStream(req, res, deps.live, e.project_id, last, {
        accepts,
        endedEvent: 'embed_ended',
        async stillAllowed() {
          const again = await deps.embeds.open(token);
          if (!again.ok) return false;
          if (e.scope_type === 'customer') numbers = new Set(await scopeNumbers(ctx));
          return true;
        },
      });
    } catch (err) {
      next(err);
    }
  };
}

/** messaging-proxy's answer for an id it does not know (an empty scope answers the same). */
const MEDIA_NOT_FOUND = 'Not found: no phone number, business account or media of this project has this id';

/** A media id as the upstream gives them (digits; letters, `_`, `-`, `.` tolerated), at most 128 characters. */
const MEDIA_ID = /^[A-Za-z0-9_.-]{1,128}$/;

/**
 * `GET {app_url}/embed/{token}/media/{media_id}`: a media of the embed's scope for `<img>`, `<video>`,
 * `<audio>` and download links (which send no header: the token is in the path, like the page's). The
 * page's checks and the API's CORS rule; then messaging-proxy's download route (the stored copy first,
 * decision 0251) for the embed's project, narrowed to media received by the scope's numbers
 * (`x-svc-phone-number-ids`, `*` for a project scope): any other id answers 404 like an unknown one. Only the embed's own
 * pages may load it (`Cross-Origin-Resource-Policy: same-origin`), never as a document that runs anything.
 */
function embedMedia(deps: EmbedDeps): RequestHandler {
  const forward = deps.messagingProxyHttpUrl
    ? keyedForwarder(
        { target: deps.messagingProxyHttpUrl, logger: deps.logger },
        { targetPrefix: '/proxy', proxyTimeout: 60_000, unavailableLog: 'inbox embed: messaging-proxy unreachable for a media', destroyStartedReply: true },
      )
    : undefined;
  return async (req, res, next) => {
    try {
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      const opened = await deps.embeds.open(String(req.params.token));
      if (!opened.ok) return await refuse(deps, req, res, opened.reason === 'missing' ? 'invalid' : opened.reason, false);
      const e = opened.embed;
      if (!corsAllowed(deps, req, res, e)) return;
      const mediaId = String(req.params.media_id);
      if (!MEDIA_ID.test(mediaId)) return sendError(res, 400, 'Invalid path: media_id must be a media id');
      if (!(await admit(deps, res, e))) return;
      const ctx = scopeContext(deps, res, e);
      const numbers = await scopeNumbers(ctx);
      if (!forward || (numbers && numbers.length === 0)) return sendError(res, 404, MEDIA_NOT_FOUND);
      // Only what the download needs travels on: no cookie, no token, the scope's numbers set here (never the client's).
      for (const h of ['cookie', 'x-embed-token', 'x-svc-phone-number-ids', 'x-svc-proxy-base']) delete req.headers[h];
      req.headers['x-svc-phone-number-ids'] = numbers ? numbers.join(',') : '*';
      res.setHeader('Cache-Control', 'private, max-age=300');
      req.url = `/${encodeURIComponent(mediaId)}/download`;
      forward(req, res, next);
    } catch (err) {
      next(err);
    }
  };
}
