import { status } from '@grpc/grpc-js';
import type { NextFunction, Request, Response } from 'express';
import { isDatabaseUnavailable } from '@platform/db';
import { DomainError } from '@platform/errors';
import type { Logger } from '@platform/logger';
import { sendDomainError, sendError } from '../errors';
import { LimiterUnavailableError } from '../limiter';
import { logFields } from './request-context';

/** gRPC codes of a service's own fault (not the caller's): logged as errors here, besides being answered. */
const SERVICE_FAULT_CODES: ReadonlySet<number> = new Set([status.INTERNAL, status.UNKNOWN]);

/** The JSON 404 for a path no route matched (the full path: a router's mount path included). */
export function noRoute() {
  return (req: Request, res: Response): void => sendError(res, 404, `No route for ${req.method} ${req.baseUrl}${req.path}`);
}

/**
 * The one error middleware: body parser errors (400/413/415), other client errors express raised,
 * the limiter's fail-closed 503, the gateway's own database out of reach (the API key lookup, the
 * request log reads) as a 503 with Retry-After, domain errors through `@platform/errors`' one
 * gRPC → HTTP table, and everything else as a logged 500 that shows nothing internal.
 */
export function errorHandler(deps: { bodyLimit: string; logger: Logger }) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    const e = err as { type?: string; status?: number };
    if (e?.type === 'entity.parse.failed') return sendError(res, 400, 'Malformed JSON body');
    if (e?.type === 'entity.too.large') return sendError(res, 413, `Request body too large (limit ${deps.bodyLimit})`);
    if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') return sendError(res, 415, 'Unsupported body encoding');
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return sendError(res, e.status, 'Bad request');
    if (err instanceof LimiterUnavailableError) {
      res.setHeader('Retry-After', '1');
      return sendError(res, 503, 'Rate limiting is temporarily unavailable; retry the request');
    }
    if (isDatabaseUnavailable(err)) {
      deps.logger.warn({ err, ...logFields(res) }, 'gateway database unavailable');
      res.setHeader('Retry-After', '1');
      return sendError(res, 503, 'The platform is temporarily unavailable; nothing was done; retry the request');
    }
    if (err instanceof DomainError) {
      if (SERVICE_FAULT_CODES.has(err.code)) deps.logger.error({ err, ...logFields(res) }, 'service error');
      return sendDomainError(res, err);
    }
    deps.logger.error({ err, ...logFields(res) }, 'unhandled gateway error');
    sendError(res, 500, 'Internal error');
  };
}
