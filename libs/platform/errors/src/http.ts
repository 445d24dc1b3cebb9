import { status } from '@grpc/grpc-js';
import { CONFLICT, DomainError, PAYMENT_REQUIRED, UNKNOWN_REASON, UPSTREAM_FAILED, VALIDATION_FAILED, type PublicFieldValue } from './domain-error';

/** HTTP status per gRPC code, as google/rpc/code.proto maps them. */
export const HTTP_STATUS_BY_GRPC_CODE: Readonly<Record<status, number>> = {
  [status.OK]: 200,
  [status.CANCELLED]: 499,
  [status.UNKNOWN]: 500,
  [status.INVALID_ARGUMENT]: 400,
  [status.DEADLINE_EXCEEDED]: 504,
  [status.NOT_FOUND]: 404,
  [status.ALREADY_EXISTS]: 409,
  [status.PERMISSION_DENIED]: 403,
  [status.UNAUTHENTICATED]: 401,
  [status.RESOURCE_EXHAUSTED]: 429,
  [status.FAILED_PRECONDITION]: 400,
  [status.ABORTED]: 409,
  [status.OUT_OF_RANGE]: 400,
  [status.UNIMPLEMENTED]: 501,
  [status.INTERNAL]: 500,
  [status.UNAVAILABLE]: 503,
  [status.DATA_LOSS]: 500,
};

/** Reasons whose HTTP status the public spec fixes, whatever the gRPC code. */
export const HTTP_STATUS_BY_REASON: Readonly<Record<string, number>> = {
  [UPSTREAM_FAILED]: 502,
  [PAYMENT_REQUIRED]: 402,
  [VALIDATION_FAILED]: 422,
  [CONFLICT]: 409,
};

/**
 * The one gRPC → HTTP table: a reason-specific status where the spec needs one, else the
 * code.proto mapping; an unknown code is 500.
 */
export function httpStatusFor(code: number, reason?: string): number {
  if (reason !== undefined && Object.hasOwn(HTTP_STATUS_BY_REASON, reason)) return HTTP_STATUS_BY_REASON[reason];
  return (HTTP_STATUS_BY_GRPC_CODE as Readonly<Record<number, number>>)[code] ?? 500;
}

/** HTTP status of a DomainError ({@link httpStatusFor} of its code and reason). */
export function httpStatusOf(e: DomainError): number {
  return httpStatusFor(e.code, e.reason);
}

const GENERIC_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthenticated',
  403: 'Permission denied',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests',
  499: 'Request cancelled',
  501: 'Not implemented',
  502: 'Upstream error',
  503: 'Service unavailable',
  504: 'Deadline exceeded',
};

/** Public JSON body of an error: the spec's `{ error }` plus the error's public fields. */
export type HttpErrorBody = { error: string } & Record<string, PublicFieldValue>;

/**
 * The public body for a DomainError: `{ error: publicMessage, ...publicFields }`. An error
 * whose reason is unknown (no platform service chose its message: transport failures, foreign
 * peers, unexpected errors) gets a generic message for its HTTP status and no fields, so
 * internals never leak. `error` cannot be overridden by a field.
 */
export function httpErrorBody(e: DomainError): HttpErrorBody {
  if (e.reason === UNKNOWN_REASON) {
    return { error: GENERIC_MESSAGES[httpStatusOf(e)] ?? 'Internal error' };
  }
  const body: HttpErrorBody = { error: e.publicMessage };
  for (const [k, v] of Object.entries(e.publicFields)) {
    if (k !== 'error') body[k] = v;
  }
  return body;
}
