import type { Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@platform/logger';
import { sendError } from '../errors';
import { logFields } from '../middleware/request-context';

/**
 * The telephony provider's webhooks (verification codes of provisioned numbers, decision 0248):
 * public — messaging-proxy checks `X-Twilio-Signature` over the public URL before reading anything —
 * and forwarded with the body untouched (the signature covers its parameters). No key, so any
 * client-sent project or key header is dropped.
 */
export function telephonyWebhooksForwarder(deps: { target: string; logger: Logger }) {
  return createProxyMiddleware<Request, Response>({
    target: deps.target,
    changeOrigin: true,
    pathRewrite: (path) => `/telephony/webhooks${path}`,
    proxyTimeout: 30_000,
    on: {
      proxyReq: (proxyReq) => {
        proxyReq.removeHeader('x-project-id');
        proxyReq.removeHeader('x-api-key');
      },
      error: (err, _req, res) => {
        const r = res as Response;
        deps.logger.warn({ err, ...logFields(r) }, 'telephony webhook target unavailable');
        // A non-2xx answer makes the provider log the failure; the code is requested again by voice.
        if (typeof r.status === 'function') sendError(r, 502, 'Temporarily unavailable; retry');
      },
    },
  });
}
