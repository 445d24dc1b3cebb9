import express, { type Router } from 'express';
import type { Logger } from '@platform/logger';
import type { TelephonyClient } from '../../infra/telephony/telephony-client';
import type { ProvisioningUsecase } from '../../usecases/provisioning.usecase';
import { sendError } from './errors';

/** What the telephony provider's webhook receiver needs. */
export interface TelephonyWebhooksDeps {
  logger: Logger;
  /** The provider adapter (signature check); null when no telephony account is configured. */
  telephony: Pick<TelephonyClient, 'verifySignature'> | null;
  provisioning: Pick<ProvisioningUsecase, 'receiveCode'>;
  /** The public base the provider was given (`TELEPHONY_WEBHOOK_BASE_URL`): the signed URL is `<base>/telephony/webhooks/<kind>`. */
  webhookBaseUrl: string;
}

/** Empty TwiML answers: no reply to the SMS; the call is hung up. */
const TWIML = {
  sms: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>',
  voice: '<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>',
} as const;

/**
 * `/telephony/webhooks/sms|voice`, public (the provider posts here; decision 0248): form-encoded
 * parameters signed with `X-Twilio-Signature` over the URL the provider was given and the sorted
 * parameters, checked with the `twilio` package's `validateRequest` before anything is read. A valid
 * request's verification code (the SMS `Body`, or a call's `SpeechResult`) goes to the provisioning
 * flow waiting on the `To` number; the answer is empty TwiML either way.
 */
export function telephonyWebhooksRouter(deps: TelephonyWebhooksDeps): Router {
  const router = express.Router();
  const base = deps.webhookBaseUrl.replace(/\/+$/, '');
  router.post('/telephony/webhooks/:kind', express.urlencoded({ extended: false, limit: '64kb' }), async (req, res, next) => {
    try {
      const kind = String(req.params.kind);
      if (kind !== 'sms' && kind !== 'voice') return sendError(res, 404, `No route for POST ${req.path}`);
      if (!deps.telephony) return sendError(res, 404, 'Number provisioning is not configured');
      const body = (req.body ?? {}) as Record<string, unknown>;
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(body)) if (typeof v === 'string') params[k] = v;
      const q = req.originalUrl.indexOf('?');
      const url = `${base}/telephony/webhooks/${kind}${q >= 0 ? req.originalUrl.slice(q) : ''}`;
      if (!deps.telephony.verifySignature(url, params, req.header('x-twilio-signature'))) return sendError(res, 403, 'Invalid X-Twilio-Signature');
      const text = kind === 'sms' ? (params.Body ?? '') : (params.SpeechResult ?? '');
      const taken = await deps.provisioning.receiveCode(params.To ?? '', text);
      deps.logger.debug({ kind, taken }, 'telephony webhook');
      res.status(200).type('text/xml').send(TWIML[kind]);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
