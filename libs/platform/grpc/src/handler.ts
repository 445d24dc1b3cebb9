import * as grpc from '@grpc/grpc-js';
import { isDatabaseUnavailable, isInvalidCharacterError, isInvalidValueError, runOnRequestPath } from '@platform/db';
import { DomainError, invalidArgument, REASON_METADATA_KEY, toServiceError, unavailable } from '@platform/errors';
import { stderrLogger, type Logger } from '@platform/logger';
import { REQUEST_LANE_METADATA } from './call';
import { deadlineMillis, runWithCallDeadline } from './call-deadline';
import { attachGuards, checkRequestGuards, type RequestGuards } from './guards';

/** Options of {@link unaryHandler}. */
export interface UnaryHandlerOptions {
  /** Where unexpected errors are logged. Default: JSON lines on stderr. */
  logger?: Logger;
  /**
   * Request fields that carry a platform resource id (a UUID), declared once per RPC where the
   * server wires it: anything else is refused with INVALID_ARGUMENT before the handler runs, never
   * looked up. The project id of a tenant-scoped request is always checked (see {@link checkRequestGuards}).
   */
  uuids?: readonly string[];
  /** Request fields that must hold a UUID when set (optional id filters); empty means not given. */
  optionalUuids?: readonly string[];
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The well-formed `x-request-id` metadata and the `project_id` of a call (decision 0018). */
function scopeIds(call: grpc.ServerUnaryCall<unknown, unknown>): { requestId?: string; projectId?: string } {
  const raw = call.metadata?.get('x-request-id')[0];
  const requestId = typeof raw === 'string' && REQUEST_ID.test(raw) ? raw : undefined;
  const p = (call.request as { project_id?: unknown } | null)?.project_id;
  return { requestId, projectId: typeof p === 'string' && p ? p : undefined };
}

/** Codes that mean the server is at fault even when a DomainError carries them. */
const SERVER_FAULT_CODES: ReadonlySet<number> = new Set([grpc.status.INTERNAL, grpc.status.DATA_LOSS]);

/**
 * What a handler's thrown error answers (see {@link unaryHandler}): a DomainError as is; the database's refusal
 * of the input's characters or values INVALID_ARGUMENT, a database out of reach UNAVAILABLE; anything else
 * INTERNAL "Internal error" (toServiceError's), logged whole with the method path.
 */
function domainErrorOf(thrown: unknown, logger: Logger, method: string): unknown {
  // Text the database cannot store (NUL, invalid encodings) is the caller's input, never a server
  // fault: callers that skip the gateway (other teams' services) get a 400-class answer too.
  let err = thrown;
  if (isInvalidCharacterError(thrown)) {
    err = invalidArgument('INVALID_CHARACTERS', 'Input contains characters that cannot be stored (NUL bytes or invalid Unicode)');
  } else if (isInvalidValueError(thrown)) {
    // A value of the request the database refused (a date or number out of range, a malformed
    // value of a type) that no check before the statement caught: the caller's 400, and a warning
    // here, since that missing check is worth adding.
    logger.warn({ err: thrown, method }, 'gRPC handler: the database refused a value of the request');
    err = invalidArgument('INVALID_VALUE', 'A value in the request is malformed or out of range');
  } else if (isDatabaseUnavailable(thrown)) {
    logger.warn({ err: thrown, method }, 'gRPC handler: the database is unavailable');
    err = unavailable('DATABASE_UNAVAILABLE', 'The service could not reach its database; nothing was changed; retry the request');
  }
  if (!(err instanceof DomainError)) {
    logger.error({ err, method }, 'gRPC handler failed with an unexpected error');
  } else if (SERVER_FAULT_CODES.has(err.code)) {
    logger.error({ err, method, reason: err.reason }, 'gRPC handler raised a server-fault domain error');
  }
  return err;
}

/**
 * Adapts an async function to a grpc-js unary handler. The request first passes the shared guards
 * (project id of a tenant-scoped request, declared UUID fields: {@link checkRequestGuards}), so rpc
 * files never repeat them. A thrown DomainError goes to the client
 * as is ({@link toServiceError}); anything else becomes INTERNAL "Internal error" and is logged
 * whole, with the method path, at error level, because nobody else will see it. A database refusal
 * of the input's characters, or of one of its values (SQLSTATE class 22), becomes INVALID_ARGUMENT;
 * a database that cannot be reached (or went away under the statement) becomes UNAVAILABLE
 * `DATABASE_UNAVAILABLE`, a 503 with Retry-After at the gateway: nothing committed, a retry is safe.
 */
export function unaryHandler<Req, Res>(
  fn: (req: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res>,
  opts: UnaryHandlerOptions = {},
): grpc.handleUnaryCall<Req, Res> {
  const logger = opts.logger ?? stderrLogger;
  const guards: RequestGuards = { uuids: opts.uuids ?? [], optionalUuids: opts.optionalUuids ?? [] };
  const handler: grpc.handleUnaryCall<Req, Res> = (call, callback) => {
    const run = async (): Promise<Res> => {
      checkRequestGuards(call.request, guards);
      return fn(call.request, call);
    };
    // The call's deadline is known to the code it runs (assertCommitInTime: no commit after the caller gave up).
    // ... and so are the request id that caused it and its project (decision 0018: recorded on what it causes).
    const scoped = () => runWithCallDeadline(deadlineMillis(call.getDeadline()), run, scopeIds(call));
    // A call a client waits on goes ahead of background work at the embedded database (decision 0030).
    (call.metadata?.get(REQUEST_LANE_METADATA)[0] === 'request' ? runOnRequestPath(scoped) : scoped()).then(
      (res) => callback(null, res),
      (thrown: unknown) => callback(toServiceError(domainErrorOf(thrown, logger, call.getPath()))),
    );
  };
  attachGuards(handler, guards);
  return handler;
}

/** One item's own outcome in a batched call's answer: its response, or the error a unary call of it would have raised. */
export type BatchItemResult<Res> = { response: Res } | { error: { code: number; reason: string; message: string } };

/**
 * Adapts an async function of ONE item to a grpc-js unary handler of a batch of them (issue 40: one call
 * for many sends): the request's `field` lists the items; each passes the shared guards and runs in its own
 * request scope (its project, the call's deadline and request id) like a unary call of its own, all at once,
 * and the answer lists one result per item, in order — its response, or the error a unary call would have
 * raised (the same mapping as {@link unaryHandler}, reason and message as `toServiceError` puts them). The call
 * itself fails only when the batch is malformed: no items, or more than `max`.
 */
export function batchHandler<Item, Res, BatchReq extends object>(
  field: keyof BatchReq & string,
  fn: (item: Item) => Promise<Res>,
  opts: UnaryHandlerOptions & { max: number },
): grpc.handleUnaryCall<BatchReq, { results: Array<BatchItemResult<Res>> }> {
  const logger = opts.logger ?? stderrLogger;
  const guards: RequestGuards = { tenantScoped: true, uuids: opts.uuids ?? [], optionalUuids: opts.optionalUuids ?? [] };
  const handler: grpc.handleUnaryCall<BatchReq, { results: Array<BatchItemResult<Res>> }> = (call, callback) => {
    const items = ((call.request as Record<string, unknown> | null)?.[field] ?? []) as Item[];
    if (items.length === 0 || items.length > opts.max) {
      callback(toServiceError(invalidArgument(`INVALID_${field.toUpperCase()}`, `${field} must list 1 to ${opts.max} items`)));
      return;
    }
    const { requestId } = scopeIds(call);
    const deadline = deadlineMillis(call.getDeadline());
    const method = call.getPath();
    const one = (item: Item): Promise<BatchItemResult<Res>> =>
      runWithCallDeadline(
        deadline,
        async () => {
          checkRequestGuards(item, guards);
          return { response: await fn(item) };
        },
        { requestId, projectId: (item as { project_id?: string }).project_id || undefined },
      ).catch((thrown: unknown) => {
        const status = toServiceError(domainErrorOf(thrown, logger, method));
        const reason = status.metadata?.get(REASON_METADATA_KEY)[0];
        return { error: { code: status.code, reason: typeof reason === 'string' ? reason : '', message: status.details ?? '' } };
      });
    const run = () => Promise.all(items.map(one));
    (call.metadata?.get(REQUEST_LANE_METADATA)[0] === 'request' ? runOnRequestPath(run) : run()).then(
      (results) => callback(null, { results }),
      (thrown: unknown) => callback(toServiceError(domainErrorOf(thrown, logger, method))),
    );
  };
  // The batch's own request names no project: its items do, each checked above.
  attachGuards(handler, { tenantScoped: false, uuids: [] });
  return handler;
}
