import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { v7 as uuidv7 } from 'uuid';
import { runWithLogContext } from '@platform/logger';
import type { KeyPrincipal } from '../../projects/projects.repository';

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
}

/** The request state of `res`. */
export function state(res: Response): RequestState {
  return res.locals as unknown as RequestState;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Assigns the request id (a well-formed client `X-Request-Id` is kept) and opens the log context. */
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
    runWithLogContext({ request_id: requestId }, next);
  };
}
