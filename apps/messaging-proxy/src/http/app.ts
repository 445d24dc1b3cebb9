import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import { runWithLogContext } from '@platform/logger';
import { checkVoiceCall, namedMessagingAccount } from '../domain/voice-call';
import { onboardingBlocker } from '../domain/setup-link';
import { sha256Hex, type TokenCipher } from '../infra/crypto/token-cipher';
import type { PhoneNumbersRepository } from '../infra/db/phone-numbers.repository';
import type { GraphClient } from '../infra/upstream/graph-client';
import type { SetupLinksUsecase } from '../usecases/setup-links.usecase';
import type { UpstreamWebhooksUsecase } from '../usecases/upstream-webhooks.usecase';
import { pageLanguage, renderMessage, renderOnboardingForm } from './onboarding-page';

/** Everything the HTTP surface needs. */
export interface HttpDeps {
  db: Db;
  logger: Logger;
  graph: GraphClient;
  cipher: TokenCipher;
  phoneNumbers: PhoneNumbersRepository;
  setupLinks: SetupLinksUsecase;
  webhooks: UpstreamWebhooksUsecase;
  appSecret: string;
  verifyToken?: string;
  /** Public origin of the platform (documentation of where pages are served; forms post back relative to the page). */
  publicUrl: string;
}

const sendError = (res: Response, status: number, error: string) => void res.status(status).json({ error });
const SEGMENT = /^[A-Za-z0-9_.:-]+$/;

/** Verifies `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>` in constant time. */
export function validHubSignature(secret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'), 'utf8');
  const given = Buffer.from(header.slice('sha256='.length), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * messaging-proxy's HTTP surface (HTTP_PORT):
 *  - `/upstream/webhooks`: the upstream webhook receiver (handshake + signed deliveries);
 *  - `/onboarding/:token`: the onboarding page of a setup link;
 *  - `/proxy/:phone_number_id/...`: the {proxy_url} pass-through. It trusts `x-project-id`, which
 *    only the gateway sets: network policy must let only the gateway reach `/proxy` on this port.
 */
export function createHttpApp(deps: HttpDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));

  // ---- upstream webhook receiver ----------------------------------------------------------
  app.get('/upstream/webhooks', async (req, res, next) => {
    try {
      const mode = req.query['hub.mode'];
      const token = typeof req.query['hub.verify_token'] === 'string' ? req.query['hub.verify_token'] : '';
      const challenge = typeof req.query['hub.challenge'] === 'string' ? req.query['hub.challenge'] : '';
      if (mode !== 'subscribe' || !token || !challenge) return sendError(res, 400, 'Expected hub.mode=subscribe, hub.verify_token and hub.challenge');
      const appLevel = deps.verifyToken !== undefined && token.length === deps.verifyToken.length && timingSafeEqual(Buffer.from(token), Buffer.from(deps.verifyToken));
      const numbers = await deps.phoneNumbers.byVerifyTokenHash(sha256Hex(token));
      if (!appLevel && numbers.length === 0) return sendError(res, 403, 'Verify token does not match');
      if (numbers.length) await deps.db.transaction((trx) => deps.phoneNumbers.markWebhookVerified(trx, numbers.map((n) => n.internalId), new Date()));
      res.status(200).type('text/plain').send(challenge);
    } catch (err) {
      next(err);
    }
  });

  app.post('/upstream/webhooks', express.raw({ type: () => true, limit: '3mb' }), async (req, res, next) => {
    try {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!validHubSignature(deps.appSecret, raw, req.header('x-hub-signature-256'))) return sendError(res, 401, 'Invalid X-Hub-Signature-256');
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        return sendError(res, 400, 'Malformed JSON body');
      }
      const outcome = await deps.webhooks.handle(raw, payload);
      deps.logger.debug({ outcome }, 'upstream webhook');
      res.status(200).type('text/plain').send('EVENT_RECEIVED');
    } catch (err) {
      // A non-200 makes the upstream redeliver; the receipt was rolled back with the rest.
      next(err);
    }
  });

  // ---- onboarding pages -------------------------------------------------------------------
  const pageHeaders = (res: Response, options: { allowed_origins: string[]; success_redirect_url?: string; failure_redirect_url?: string }) => {
    const allowedOrigins = options.allowed_origins;
    // form-action also governs the redirect that follows the post: the redirect URLs' origins are allowed.
    const redirects = [options.success_redirect_url, options.failure_redirect_url].filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Only the link's allowed origins may embed the page (none: it cannot be framed).
    res.setHeader('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...new Set(redirects)].join(' ')}; frame-ancestors ${allowedOrigins.length ? allowedOrigins.join(' ') : "'none'"}`);
  };

  app.get('/onboarding/:token', async (req, res, next) => {
    try {
      const found = await deps.setupLinks.forPage(String(req.params.token));
      if (!found) return void res.status(404).type('html').send(renderMessage(pageLanguage(undefined, req.header('accept-language')), {}, 'expired'));
      const { row, status } = found;
      const lang = pageLanguage(row.options.language, req.header('accept-language'));
      pageHeaders(res, row.options);
      const blocker = onboardingBlocker(status);
      if (blocker) {
        const to = deps.setupLinks.failureRedirect(row, blocker);
        if (to) return res.redirect(303, to);
        return void res.status(410).type('html').send(renderMessage(lang, row.options.theme_config, blocker === 'already_used' ? 'used' : 'expired'));
      }
      res.type('html').send(
        renderOnboardingForm({
          lang,
          theme: row.options.theme_config,
          action: `/onboarding/${row.token}`,
          connectionTypes: row.options.allowed_connection_types,
          reconnectNumber: row.options.reconnect_phone_number,
          provision: row.options.provision_phone_number,
        }),
      );
    } catch (err) {
      next(err);
    }
  });

  app.post('/onboarding/:token', express.urlencoded({ extended: false, limit: '16kb' }), async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const field = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
      const outcome = await deps.setupLinks.complete(String(req.params.token), {
        connectionType: field('connection_type'),
        businessAccountId: field('business_account_id'),
        phoneNumberId: field('phone_number_id'),
        accessToken: field('access_token'),
      });
      if (!outcome) return void res.status(404).type('html').send(renderMessage('en', {}, 'expired'));
      const found = await deps.setupLinks.forPage(String(req.params.token));
      const row = found!.row;
      const lang = pageLanguage(row.options.language, req.header('accept-language'));
      pageHeaders(res, row.options);
      if (outcome.redirect) return res.redirect(303, outcome.redirect);
      if (outcome.ok) return void res.status(200).type('html').send(renderMessage(lang, row.options.theme_config, 'done', outcome.phoneNumber.display_phone_number ?? undefined));
      if (!outcome.retryable) return void res.status(410).type('html').send(renderMessage(lang, row.options.theme_config, outcome.errorCode === 'already_used' ? 'used' : 'expired'));
      res.status(422).type('html').send(
        renderOnboardingForm({
          lang,
          theme: row.options.theme_config,
          action: `/onboarding/${row.token}`,
          connectionTypes: row.options.allowed_connection_types,
          reconnectNumber: row.options.reconnect_phone_number,
          provision: row.options.provision_phone_number,
          error: outcome.message,
        }),
      );
    } catch (err) {
      next(err);
    }
  });

  // ---- {proxy_url} pass-through ----------------------------------------------------------
  app.use('/proxy', express.raw({ type: () => true, limit: '5mb' }), async (req: Request, res: Response, next: NextFunction) => {
    const projectId = req.header('x-project-id');
    if (!projectId || !/^[0-9a-f-]{36}$/i.test(projectId)) return sendError(res, 401, 'Missing project context');
    const segments = req.path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
    const [phoneNumberId, ...rest] = segments;
    if (!phoneNumberId || !/^\d{1,32}$/.test(phoneNumberId)) return sendError(res, 404, 'Phone number not found');
    if (rest.some((p) => !SEGMENT.test(p) || p === '.' || p === '..')) return sendError(res, 400, 'Invalid path');
    await runWithLogContext({ project_id: projectId }, async () => {
      try {
        const row = await deps.phoneNumbers.get(projectId, phoneNumberId);
        if (!row) return sendError(res, 404, 'Phone number not found');
        let raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        let contentType = req.header('content-type');
        if (req.method === 'POST' && rest.length === 1 && rest[0] === 'messages') {
          let body: Record<string, unknown>;
          try {
            const parsed: unknown = JSON.parse(raw.toString('utf8') || '{}');
            if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return sendError(res, 400, 'Request body must be a JSON object');
            body = parsed as Record<string, unknown>;
          } catch {
            return sendError(res, 400, 'Malformed JSON body');
          }
          const named = namedMessagingAccount(body);
          if (named !== undefined && named !== row.businessAccountId) {
            return sendError(res, 422, `messaging_account_id ${named} does not match the business account this phone number is configured with; nothing was sent`);
          }
          delete body.messaging_account_id;
          delete body.paid_messaging_account_id;
          const checked = checkVoiceCall(body);
          if (!checked.ok) return sendError(res, 422, checked.error);
          raw = Buffer.from(JSON.stringify(checked.body));
          contentType = 'application/json';
        }
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        const path = [phoneNumberId, ...rest].map(encodeURIComponent).join('/') + query;
        const token = deps.cipher.decrypt(row.accessTokenCiphertext);
        let upstream;
        try {
          upstream = await deps.graph.forward(req.method, path, token, raw, contentType);
        } catch (err) {
          deps.logger.warn({ err: (err as Error).message, phone_number_id: phoneNumberId }, 'pass-through: upstream unreachable');
          return sendError(res, 502, 'The upstream network could not be reached; retry the request');
        }
        res.status(upstream.status).type(upstream.contentType).send(upstream.body);
      } catch (err) {
        next(err);
      }
    });
  });

  app.use((req, res) => sendError(res, 404, `No route for ${req.method} ${req.path}`));
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const e = err as { type?: string; status?: number };
    if (e?.type === 'entity.too.large') return sendError(res, 413, 'Request body too large');
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return sendError(res, e.status, 'Bad request');
    deps.logger.error({ err }, 'messaging-proxy http error');
    sendError(res, 500, 'Internal error');
  });
  return app;
}

/** Starts the HTTP server; resolves with the bound port. */
export function listenHttp(app: express.Express, port: number, host: string): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}
