import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { sendError } from './errors';
import { unknownKeys, validationMessage } from './input-guard';

/** The body of a request by its schema, or a 400 answered here (undefined). */
export function bodyOf<T>(schema: z.ZodType<T>, req: Request, res: Response): T | undefined {
  if (req.body === undefined || req.body === null) return void sendError(res, 400, 'Request body is required (JSON)');
  const parsed = schema.safeParse(req.body);
  if (!parsed.success) return void sendError(res, 400, validationMessage('body', parsed.error));
  const unknown = unknownKeys(schema as unknown as z.ZodTypeAny, req.body);
  if (unknown.length) return void sendError(res, 400, `Invalid body: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`);
  return parsed.data;
}

/** An async handler whose errors go to the one error middleware. */
export const handle =
  (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next: NextFunction) =>
    void fn(req, res).catch(next);

/**
 * Starts a Server-Sent Events answer (the live notifications and conversations streams): 200, the
 * event-stream type, no caching or proxy buffering, headers flushed, and the client's reconnect delay.
 */
export function startEventStream(res: Response): void {
  res.status(200);
  res.setHeader('content-type', 'text/event-stream; charset=utf-8');
  res.setHeader('cache-control', 'no-cache, no-transform');
  res.setHeader('x-accel-buffering', 'no');
  res.flushHeaders();
  res.write('retry: 3000\n\n');
}
