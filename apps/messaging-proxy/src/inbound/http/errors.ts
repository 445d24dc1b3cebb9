import type { NextFunction, Request, Response } from 'express';
import { status as grpcStatus } from '@grpc/grpc-js';
import { isDatabaseUnavailable } from '@platform/db';
import { isDomainError } from '@platform/errors';
import type { Logger } from '@platform/logger';

/** Sends `{ "error": message }` with `status`: every non-page answer of this HTTP surface. */
export function sendError(res: Response, status: number, error: string): void {
  res.status(status).json({ error });
}

/** The JSON 404 for a path no surface serves. */
export function noRoute() {
  return (req: Request, res: Response): void => sendError(res, 404, `No route for ${req.method} ${req.path}`);
}

/**
 * The one error middleware: body parser refusals (413, other 4xx) as JSON; an engine out of reach
 * (its database, Redis, a peer service: UNAVAILABLE) a 503 with Retry-After that says nothing was
 * done (issue 31); anything else a logged 500.
 */
export function errorHandler(logger: Logger) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    const e = err as { type?: string; status?: number };
    if (e?.type === 'entity.too.large') return sendError(res, 413, 'Request body too large');
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return sendError(res, e.status, 'Bad request');
    if (isDatabaseUnavailable(err) || (isDomainError(err) && err.code === grpcStatus.UNAVAILABLE)) {
      logger.warn({ err }, 'messaging-proxy: a dependency is unavailable; answered 503');
      res.setHeader('Retry-After', '1');
      return sendError(res, 503, 'The platform is temporarily unavailable; nothing was sent or changed; retry the request');
    }
    logger.error({ err }, 'messaging-proxy http error');
    sendError(res, 500, 'Internal error');
  };
}
