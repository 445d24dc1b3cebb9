import type { Response } from 'express';
import { DomainError, httpErrorBody, httpStatusOf } from '@platform/errors';
import { state } from './middleware/request-context';

/** Sends `{ error, ...fields }` with `status` and records the message for the request log. */
export function sendError(res: Response, status: number, message: string, fields: Record<string, unknown> = {}): void {
  state(res).errorMessage = message;
  if (!res.headersSent) res.status(status).json({ error: message, ...fields });
}

/** Sends a DomainError through the one gRPC → HTTP table; a 503 tells when to retry (`Retry-After: 1` unless set). */
export function sendDomainError(res: Response, err: DomainError): void {
  const status = httpStatusOf(err);
  if (status === 503 && !res.headersSent && !res.getHeader('Retry-After')) res.setHeader('Retry-After', '1');
  const body = httpErrorBody(err) as { error: string } & Record<string, unknown>;
  const { error, ...fields } = body;
  sendError(res, status, error, fields);
}
