import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { isUuid } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import { runWithLogContext } from '@platform/logger';
import { checkVoiceCall, namedMessagingAccount } from '../domain/voice-call';
import type { AccessTokens } from '../infra/crypto/access-tokens';
import type { PhoneNumbersRepository } from '../infra/db/phone-numbers.repository';
import type { GraphClient } from '../infra/upstream/graph-client';
import { sendError } from './errors';

/** What the pass-through needs. */
export interface PassThroughDeps {
  logger: Logger;
  graph: GraphClient;
  tokens: AccessTokens;
  phoneNumbers: PhoneNumbersRepository;
}

/** A path segment after the phone number id that may be forwarded. */
const SEGMENT = /^[A-Za-z0-9_.:-]+$/;

/**
 * `/proxy/:phone_number_id/...`, the target of the gateway's {proxy_url}: the call is forwarded to the
 * upstream with the number's stored token, and the upstream status and body come back unchanged.
 * `POST .../messages` is checked first (the named business account must be the number's; voice_call
 * buttons validated and filled). Trusts `x-project-id`, which only the gateway sets: network policy
 * must let only the gateway reach `/proxy` on this port.
 */
export function passThroughRouter(deps: PassThroughDeps): Router {
  const router = express.Router();
  router.use(express.raw({ type: () => true, limit: '5mb' }), async (req: Request, res: Response, next: NextFunction) => {
    const projectId = req.header('x-project-id');
    if (!isUuid(projectId)) return sendError(res, 401, 'Missing project context');
    let segments: string[];
    try {
      segments = req.path
        .split('/')
        .filter(Boolean)
        .map((p) => decodeURIComponent(p));
    } catch {
      // Percent-encoding that is not UTF-8 (e.g. an encoded lone surrogate): the caller's error.
      return sendError(res, 400, 'Invalid path: malformed percent-encoding');
    }
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
            return sendError(
              res,
              422,
              `messaging_account_id ${named} does not match the business account this phone number is configured with; nothing was sent`,
            );
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
        const token = deps.tokens.open(row);
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
  return router;
}
