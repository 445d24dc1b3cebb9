import { randomUUID } from 'node:crypto';
import { trace, type Context } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { v7 as uuidv7 } from 'uuid';
import type { IdempotencyAttempt } from '../../idempotency/idempotency';
import type { KeyPrincipal } from '../../keys/api-keys.repository';

/** Per-request state the middleware chain fills in (kept on res.locals, typed here). */
export interface RequestState {
  requestId: string;
  startedAt: number;
  startedAtDate: Date;
  /**
   * Id of the request's log entry: a UUIDv7 taken at arrival, so entries that share a millisecond
   * still sort in arrival order (most recent first is `(created_at, id) desc`).
   */
  logId: string;
  principal?: KeyPrincipal;
  /** Public error message of a failed request, recorded in the request log. */
  errorMessage?: string;
  /** The request's trace context (its SERVER span), when tracing carries it explicitly. */
  traceContext?: Context;
  /** The request holds its Idempotency-Key (decision 0013). */
  idempotency?: IdempotencyAttempt;
  /** The request was answered by replaying its Idempotency-Key's stored answer (recorded in the request log). */
  idempotentReplay?: boolean;
}

/** The request state of `res`. */
export function state(res: Response): RequestState {
  return res.locals as unknown as RequestState;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's fields for a log line (request id, and project once the key is known). The gateway
 * passes them explicitly at its few log sites instead of through an AsyncLocalStorage context: on
 * Node 20 an active AsyncLocalStorage hooks every promise the process creates, a cost every request
 * paid for lines that are almost never written (bench/README.md).
 */
export function logFields(res: Response): { request_id?: string; project_id?: string; trace_id?: string; span_id?: string } {
  const s = state(res);
  const span = s.traceContext && trace.getSpan(s.traceContext)?.spanContext();
  return { request_id: s.requestId, project_id: s.principal?.projectId, ...(span ? { trace_id: span.traceId, span_id: span.spanId } : {}) };
}

/** Assigns the request id (a well-formed client `X-Request-Id` is kept) and the request's log entry id. */
export function requestContext(clock: { now(): Date }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const s = state(res);
    s.requestId = requestId;
    s.startedAt = performance.now();
    s.startedAtDate = clock.now();
    s.logId = uuidv7();
    res.setHeader('X-Request-Id', requestId);
    next();
  };
}
