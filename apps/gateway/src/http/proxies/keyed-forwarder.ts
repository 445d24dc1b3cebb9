import { context, propagation } from '@opentelemetry/api';
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@platform/logger';
import { sendError } from '../errors';
import { logFields, projectIdOf, state } from '../middleware/request-context';
import { keepAliveAgent } from './agent';

/** What a forwarder of an authenticated surface needs. */
export interface ForwarderDeps {
  /** messaging-proxy's HTTP origin. */
  target: string;
  logger: Logger;
  /** The platform's public origin, when set (else the request's own). */
  publicUrl?: string;
}

/**
 * Forwards a request that passed the API key guard to messaging-proxy under `targetPrefix`, over a
 * keep-alive agent, bodies streamed both ways. The key never travels on (neither `X-API-Key` nor
 * `Authorization`); messaging-proxy trusts the `x-project-id` set here from the key, never the
 * client's; the request id and the trace context (carried by hand: http auto-instrumentation is off,
 * for its cost) go with it. An unreachable target is a 502 with `unavailable` as the error.
 *
 * `Expect: 100-continue` (curl sends it with any body over 1 MB) is answered here — Node's server sends
 * `100 Continue` itself — and never forwarded: http-proxy skips its `proxyReq` hook for a request that
 * carries it, which sent the key on and let the client's own `x-project-id` through (another project's
 * id taken as the caller's; a body over the limit answered 401 `Missing project context`).
 */
export function keyedForwarder(
  deps: ForwarderDeps,
  opts: {
    targetPrefix: string;
    proxyTimeout: number;
    /** Log message when the target cannot be reached. */
    unavailableLog: string;
    /** Headers set after the credentials are removed and before the project's (e.g. `x-svc-proxy-base`). */
    extraHeaders?: (req: Request) => Record<string, string>;
    /** When the reply has begun before the failure: destroy the response (true) or still try the 502 (false). */
    destroyStartedReply: boolean;
    /** Headers set on the answer (over the target's), from the target's answer (e.g. a member's media: `Cache-Control: private`). */
    responseHeaders?: (proxyRes: IncomingMessage) => Record<string, string>;
  },
) {
  const responseHeaders = opts.responseHeaders;
  const proxy = createProxyMiddleware<Request, Response>({
    target: deps.target,
    agent: keepAliveAgent(deps.target),
    changeOrigin: true,
    pathRewrite: (path) => `${opts.targetPrefix}${path}`,
    proxyTimeout: opts.proxyTimeout,
    on: {
      proxyReq: (proxyReq: ClientRequest, req, res) => {
        proxyReq.removeHeader('x-api-key');
        proxyReq.removeHeader('authorization');
        proxyReq.removeHeader('x-project-id');
        // A member's session (the dashboard's reads, decision 0024) is the gateway's: its cookie and CSRF token stay here.
        proxyReq.removeHeader('cookie');
        proxyReq.removeHeader('x-csrf-token');
        for (const [k, v] of Object.entries(opts.extraHeaders?.(req) ?? {})) proxyReq.setHeader(k, v);
        // The key's project, or a verified signed media link's (decision 0243; only {proxy_url} admits those).
        proxyReq.setHeader('x-project-id', projectIdOf(state(res))!);
        proxyReq.setHeader('x-request-id', state(res).requestId);
        const carrier: Record<string, string> = {};
        propagation.inject(state(res).traceContext ?? context.active(), carrier);
        for (const [k, v] of Object.entries(carrier)) proxyReq.setHeader(k, v);
      },
      ...(responseHeaders
        ? {
            proxyRes: (proxyRes: IncomingMessage) => {
              for (const [k, v] of Object.entries(responseHeaders(proxyRes))) proxyRes.headers[k] = v;
            },
          }
        : {}),
      error: (err, _req, res) => {
        const r = res as Response;
        deps.logger.warn({ err, ...logFields(r) }, opts.unavailableLog);
        const canAnswer = typeof r.status === 'function' && !(opts.destroyStartedReply && r.headersSent);
        if (canAnswer) sendError(r, 502, 'Messaging proxy is unavailable; retry the request');
        else if (opts.destroyStartedReply && typeof r.destroy === 'function') r.destroy();
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    delete req.headers.expect;
    return proxy(req, res, next);
  };
}
