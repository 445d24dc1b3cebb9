import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { httpServerSpans, startHttpServerSpan } from '@platform/telemetry';
import { EMBED_PAGE_PATH } from '../../embeds/inbox-embed';
import { BASE_PATH } from '../surface';
import { state } from './request-context';

/** How requests are traced (see GatewayAppDeps.tracing). */
export type TracingMode = 'explicit' | 'active' | 'off';

/**
 * One SERVER span per request (continuing the caller's trace), named after the matched route.
 * `explicit` keeps the span's context on the request state for its gRPC calls; `active` makes it the
 * active context; `off` (or unset) mounts nothing.
 */
export function requestSpans(mode: TracingMode | undefined): RequestHandler | undefined {
  const spanOptions = {
    routeOf: (req: IncomingMessage) => ((req as Request).route?.path ? `${BASE_PATH}${(req as Request).route.path}` : undefined),
    // Probes, and inbox embed pages: their path holds the embed's token, a secret (decision 0017).
    ignore: (path: string) => path === '/healthz' || path === '/readyz' || EMBED_PAGE_PATH.test(path),
  };
  if (mode === 'active') return httpServerSpans(spanOptions);
  if (mode === 'explicit') {
    return (req, res, next) => {
      state(res).traceContext = startHttpServerSpan(req, res, spanOptions);
      next();
    };
  }
  return undefined;
}
