import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import type { Logger } from '@platform/logger';
import type { UpstreamWebhooksUsecase } from '../../usecases/upstream-webhooks.usecase';
import { sendError } from './errors';

/** What the upstream webhook receiver needs. */
export interface UpstreamWebhooksDeps {
  logger: Logger;
  webhooks: UpstreamWebhooksUsecase;
  appSecret: string;
  verifyToken?: string;
}

/** Verifies `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>` in constant time. */
export function validHubSignature(secret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'), 'utf8');
  const given = Buffer.from(header.slice('sha256='.length), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `/upstream/webhooks`, public (exposed to the upstream): `GET` answers the subscription handshake
 * (the app-level verify token, or a number's own, which marks those numbers' webhook verified);
 * `POST` takes a delivery signed with the app secret, verified over the raw body before it is parsed.
 */
export function upstreamWebhooksRouter(deps: UpstreamWebhooksDeps): Router {
  const router = express.Router();
  router.get('/upstream/webhooks', async (req, res, next) => {
    try {
      const mode = req.query['hub.mode'];
      const token = typeof req.query['hub.verify_token'] === 'string' ? req.query['hub.verify_token'] : '';
      const challenge = typeof req.query['hub.challenge'] === 'string' ? req.query['hub.challenge'] : '';
      if (mode !== 'subscribe' || !token || !challenge) return sendError(res, 400, 'Expected hub.mode=subscribe, hub.verify_token and hub.challenge');
      if (!(await deps.webhooks.verifySubscription(token, deps.verifyToken))) return sendError(res, 403, 'Verify token does not match');
      res.status(200).type('text/plain').send(challenge);
    } catch (err) {
      next(err);
    }
  });

  router.post('/upstream/webhooks', express.raw({ type: () => true, limit: '3mb' }), async (req, res, next) => {
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
  return router;
}
