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
