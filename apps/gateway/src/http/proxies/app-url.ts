import { context, propagation } from '@opentelemetry/api';
import type { Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@platform/logger';
import { sendError } from '../errors';
import { logFields, state } from '../middleware/request-context';
import { APP_ROOT } from '../surface';
import { keepAliveAgent } from './agent';

/**
 * {app_url} (decision 0220): mounted at `/app` after the same API key guard as {base_url} (the same
 * plan limit, the same request log entry), it forwards to messaging-proxy's `/app`, which serves the
 * calls reads (`/api/v1/messaging_calls/{id}`, its recording and transcription). messaging-proxy
 * trusts the `x-project-id` set here from the key, never the client's; the key itself is not
 * forwarded. Bodies stream both ways (a recording is up to 32 MiB), nothing is buffered here.
 */
export function appUrlForwarder(deps: { target: string; logger: Logger }) {
  return createProxyMiddleware<Request, Response>({
    target: deps.target,
    agent: keepAliveAgent(deps.target),
    changeOrigin: true,
    pathRewrite: (path) => `${APP_ROOT}${path}`,
    proxyTimeout: 60_000,
    on: {
      proxyReq: (proxyReq, _req, res) => {
        proxyReq.removeHeader('x-api-key');
        proxyReq.removeHeader('authorization');
        proxyReq.removeHeader('x-project-id');
        proxyReq.setHeader('x-project-id', state(res).principal!.projectId);
        proxyReq.setHeader('x-request-id', state(res).requestId);
        const carrier: Record<string, string> = {};
        propagation.inject(state(res).traceContext ?? context.active(), carrier);
        for (const [k, v] of Object.entries(carrier)) proxyReq.setHeader(k, v);
      },
      error: (err, _req, res) => {
        const r = res as Response;
        deps.logger.warn({ err, ...logFields(r) }, 'app url target unavailable');
        if (typeof r.status === 'function' && !r.headersSent) sendError(r, 502, 'Messaging proxy is unavailable; retry the request');
        else if (typeof r.destroy === 'function') r.destroy();
      },
    },
  });
}
