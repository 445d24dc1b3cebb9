import type { Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@platform/logger';
import { sendError } from '../errors';
import { logFields } from '../middleware/request-context';

/**
 * Onboarding pages of setup links: public (the link token is the credential), served by
 * messaging-proxy; forwarded so setup link URLs can live on the platform's own origin. No key, so
 * any client-sent project or key header is dropped.
 */
export function onboardingForwarder(deps: { target: string; logger: Logger }) {
  return createProxyMiddleware<Request, Response>({
    target: deps.target,
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
  });
}
