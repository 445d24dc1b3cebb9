import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '@platform/logger';
import type { IdempotencyKeysRepository } from '../../idempotency/idempotency-keys.repository';
import {
  IDEMPOTENCY_REPLAY_HEADER,
  fingerprintOf,
  isKeptStatus,
  keyHashOf,
  keyProblem,
  openAnswer,
  sealAnswer,
  type IdempotencyAttempt,
  type StoredAnswer,
} from '../../idempotency/idempotency';
import type { RouteDef } from '../../routes/route';
import { sendError } from '../errors';
import { logFields, state } from './request-context';

/** What the idempotency middleware needs. */
export interface IdempotencyDeps {
  keys: IdempotencyKeysRepository;
  logger: Logger;
}

/**
 * How long an attempt holds its key: the route's deadline, the same again for an answer that comes
 * after a 504 (see {@link IdempotencyAttempt.late}), and a margin. A gateway that dies mid-request
 * frees the key when this runs out.
 */
export function leaseMsOf(route: Pick<RouteDef, 'deadlineMs'>): number {
  return 2 * route.deadlineMs + 10_000;
}

/** Headers never stored with an answer: recomputed by every response. */
const UNSTORED_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'date', 'keep-alive']);

const REUSED_MESSAGE = 'This Idempotency-Key was already used with a different request (method, path or body); use a new key for a new request';
const RUNNING_MESSAGE = 'A request with this Idempotency-Key is still being processed; retry after the Retry-After delay';

/**
 * `Idempotency-Key` on a route of the table (decision 0013), mounted just before its handler. A
 * request without the header passes untouched. With one (1–255 characters, else 400): the key is
 * claimed for the project, then
 * - the same key, method, path and body as an answered attempt → that answer (status, body and the
 *   headers the operation set, e.g. Location) with `Idempotency-Replay: true`; nothing runs;
 * - the same key with another request → 422 `idempotency_key_reused`;
 * - while an attempt with the key is running → 409 with `Retry-After`;
 * - otherwise the request runs and its answer is stored before it is sent, when it is one that is
 *   kept ({@link isKeptStatus}); else the key is freed and a retry runs again.
 */
export function idempotency(route: RouteDef, deps: IdempotencyDeps) {
  const leaseMs = leaseMsOf(route);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const key = req.header('idempotency-key');
    if (key === undefined) return next();
    const problem = keyProblem(key);
    if (problem) return sendError(res, 400, problem);
    try {
      const s = state(res);
      const projectId = s.principal!.projectId;
      const keyHash = keyHashOf(key);
      const claim = await deps.keys.claim(projectId, keyHash, fingerprintOf(req.method, req.originalUrl, req.body), leaseMs);
      if (claim.kind === 'mismatch') return sendError(res, 422, REUSED_MESSAGE, { code: 'idempotency_key_reused' });
      if (claim.kind === 'running') {
        res.setHeader('Retry-After', '1');
        return sendError(res, 409, RUNNING_MESSAGE, { code: 'idempotency_key_in_use' });
      }
      if (claim.kind === 'replay') {
        const answer = openAnswer(projectId, key, claim.response);
        s.idempotentReplay = true;
        for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
        res.setHeader(IDEMPOTENCY_REPLAY_HEADER, 'true');
        return void res.status(claim.status).end(answer.body);
      }
      const attempt: IdempotencyAttempt = {};
      s.idempotency = attempt;
      const store = async (status: number, answer: StoredAnswer): Promise<void> => {
        if (isKeptStatus(status)) await deps.keys.complete(projectId, keyHash, claim.leaseId, status, sealAnswer(projectId, key, answer));
        else await deps.keys.release(projectId, keyHash, claim.leaseId);
      };
      const failed = (err: unknown) =>
        deps.logger.warn({ err, ...logFields(res) }, 'idempotency key: the answer could not be recorded; the key frees itself when its lease ends');
      const before = new Set(res.getHeaderNames());
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      let ended = false;
      // The answer is stored before it is sent, so a retry that follows it finds it.
      res.end = ((...args: unknown[]) => {
        if (ended) return end(...args);
        ended = true;
        const status = res.statusCode;
        if (status === 504 && attempt.late) {
          // The client is answered now; the call's own answer, once it comes, is what the key keeps.
          const late = attempt.late;
          void late.then((a) => (a ? store(a.status, a.answer) : deps.keys.release(projectId, keyHash, claim.leaseId))).catch(failed);
          return end(...args);
        }
        const recorded = res.headersSent
          ? deps.keys.release(projectId, keyHash, claim.leaseId) // streamed (never by the route table): not kept whole
          : store(status, { headers: setHeaders(res, before), body: bodyOf(args) });
        void recorded.catch(failed).finally(() => end(...args));
        return res;
      }) as Response['end'];
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** The headers set on `res` since `before` was taken (what the operation set), less the per-response ones. */
function setHeaders(res: Response, before: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of res.getHeaderNames()) {
    if (before.has(name) || UNSTORED_HEADERS.has(name)) continue;
    const v = res.getHeader(name);
    if (v !== undefined) out[name] = Array.isArray(v) ? v.join(', ') : String(v);
  }
  return out;
}

/** The body bytes given to `res.end(chunk?, encoding?, cb?)`. */
function bodyOf(args: unknown[]): Buffer {
  const [chunk, encoding] = args;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.alloc(0);
}
