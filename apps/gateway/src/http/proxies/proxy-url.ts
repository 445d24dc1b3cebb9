import { context, propagation } from '@opentelemetry/api';
import type { Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@platform/logger';
import { sendError } from '../errors';
import { keepAliveAgent } from './agent';
import { PROXY_ROOT } from '../surface';
import { logFields, state } from '../middleware/request-context';

/**
 * {proxy_url}: forwards an authenticated call (mounted after the API key guard, so it is limited and
 * logged like any other) to messaging-proxy's `/proxy`, which trusts the `x-project-id` set here from
 * the key, never from the client. Mounted at the version-less root: the version segment the client
 * sent (or none) travels on. The project key never reaches messaging-proxy (neither `X-API-Key` nor
 * `Authorization`); `x-svc-proxy-base` tells it the public root, for the media URLs it hands out.
 * Bodies stream through (no body parser runs before this), so large media uploads are not buffered.
 */
export function proxyUrlForwarder(deps: { target: string; logger: Logger; publicUrl?: string }) {
  return createProxyMiddleware<Request, Response>({
    target: deps.target,
    agent: keepAliveAgent(deps.target),
    changeOrigin: true,
    pathRewrite: (path) => `/proxy${path}`,
    proxyTimeout: 30_000,
    on: {
      proxyReq: (proxyReq, req, res) => {
        proxyReq.removeHeader('x-api-key');
        proxyReq.removeHeader('authorization');
        proxyReq.removeHeader('x-project-id');
        proxyReq.setHeader('x-svc-proxy-base', `${deps.publicUrl ?? `${req.protocol}://${req.get('host')}`}${PROXY_ROOT}`);
        proxyReq.setHeader('x-project-id', state(res).principal!.projectId);
        proxyReq.setHeader('x-request-id', state(res).requestId);
        // http auto-instrumentation is off (cost): carry the trace to messaging-proxy by hand.
        const carrier: Record<string, string> = {};
        propagation.inject(state(res).traceContext ?? context.active(), carrier);
        for (const [k, v] of Object.entries(carrier)) proxyReq.setHeader(k, v);
      },
      error: (err, _req, res) => {
        const r = res as Response;
        deps.logger.warn({ err, ...logFields(r) }, 'proxy target unavailable');
        if (typeof r.status === 'function') sendError(r, 502, 'Messaging proxy is unavailable; retry the request');
      },
    },
  });
}
