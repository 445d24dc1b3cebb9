import type { Response } from 'express';
import { DomainError, httpErrorBody, httpStatusOf } from '@platform/errors';
import { state } from './middleware/request-context';
import { sendJson } from './send-json';

/** Sends `{ error, ...fields }` with `status` and records the message (and a `code` field) for the request and audit logs. */
export function sendError(res: Response, status: number, message: string, fields: Record<string, unknown> = {}): void {
  const s = state(res);
  s.errorMessage = message;
  if (typeof fields.code === 'string') s.errorCode = fields.code;
  if (!res.headersSent) sendJson(res, status, { error: message, ...fields });
}

/**
 * The 504 of a route whose deadline passed (issue 32): the operation may or may not have been done,
 * and the Idempotency-Key is how a client retries it safely (decision 0013).
 */
export const DEADLINE_MESSAGE =
  'The operation did not finish within its deadline: its outcome is unknown (it may have been done). A retry with the same Idempotency-Key is safe: it is answered 409 with Retry-After while the first attempt is still running, then with that attempt’s outcome, so the operation is not done twice. A retry without an Idempotency-Key may do it twice.';

/**
 * Sends a DomainError through the one gRPC → HTTP table; a 503 tells when to retry (`Retry-After: 1`
 * unless set); a 504 says the outcome is unknown ({@link DEADLINE_MESSAGE}).
 */
export function sendDomainError(res: Response, err: DomainError): void {
  const status = httpStatusOf(err);
  if (status === 503 && !res.headersSent && !res.getHeader('Retry-After')) res.setHeader('Retry-After', '1');
  const body = httpErrorBody(err) as { error: string } & Record<string, unknown>;
  const { error, ...fields } = body;
  if (status === 504) return sendError(res, 504, DEADLINE_MESSAGE);
  sendError(res, status, error, fields);
}
