import { status } from '@grpc/grpc-js';

/** A JSON primitive of a public error field. */
export type PublicPrimitive = string | number | boolean | null;

/** One public error field: a primitive, or a list of flat records (e.g. the workflows that block a delete). */
export type PublicFieldValue = PublicPrimitive | Array<Record<string, PublicPrimitive>>;

/**
 * Extra fields that are safe to show to API clients and travel beside the message, e.g. the
 * spec's 502 funding body (`error_kind`, `upstream_error_code`, `upstream_trace_id`), the 402
 * body (`code`, `billing_url`), the 409 thread `code` or the 409 `workflows` [{id, name}] of a
 * delete refused while they use the resource. Primitives or lists of flat records, never
 * nested deeper: they are spread into the public HTTP body as they are.
 */
export type PublicFields = Record<string, PublicFieldValue>;

/** Constructor input of {@link DomainError}. */
export interface DomainErrorInit {
  /** Stable machine reason, UPPER_SNAKE (e.g. `FUNDING_RUN_NOT_FOUND`); part of the contract. */
  reason: string;
  /** gRPC status code (`status` of @grpc/grpc-js). */
  code: status;
  /** Message that is safe to return to clients verbatim. */
  message: string;
  /** Extra public body fields. */
  fields?: PublicFields;
  /** Internal cause, for logs only; never sent over the wire. */
  cause?: unknown;
}

/**
 * The one error type services throw on purpose. Everything on it except `cause` is public:
 * it crosses gRPC as status code, details and metadata, and the gateway turns it into the
 * spec's `{ error, ...fields }` body. Anything that is not a DomainError is an internal error.
 */
export class DomainError extends Error {
  /** Stable UPPER_SNAKE reason; selects reason-specific HTTP statuses (402, 422, 502, ...). */
  readonly reason: string;
  /** gRPC status code. */
  readonly code: status;
  /** Client-safe message (the public body's `error`). */
  readonly publicMessage: string;
  /** Client-safe extra body fields. */
  readonly publicFields: PublicFields;

  /** Builds a domain error; `cause` stays in-process (logs), the rest is public. */
  constructor(init: DomainErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'DomainError';
    this.reason = init.reason;
    this.code = init.code;
    this.publicMessage = init.message;
    this.publicFields = { ...(init.fields ?? {}) };
  }
}

/** True when `e` is a {@link DomainError}. */
export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError;
}

/** Reason used when the peer sent no reason (a non-platform peer, or a transport-level status). */
export const UNKNOWN_REASON = 'UNKNOWN';

/** Reason of {@link upstreamFailed}; the gateway answers 502. */
export const UPSTREAM_FAILED = 'UPSTREAM_FAILED';
/** Reason of {@link paymentRequired}; the gateway answers 402. */
export const PAYMENT_REQUIRED = 'PAYMENT_REQUIRED';
/** Reason of {@link validationFailed}; the gateway answers 422. */
export const VALIDATION_FAILED = 'VALIDATION_FAILED';
/** Reason of {@link conflict}; the gateway answers 409. */
export const CONFLICT = 'CONFLICT';

function make(code: status) {
  return (reason: string, message: string, fields?: PublicFields): DomainError => new DomainError({ reason, code, message, fields });
}

/** INVALID_ARGUMENT (HTTP 400): the request itself is malformed, whatever the state. */
export const invalidArgument = make(status.INVALID_ARGUMENT);
/** NOT_FOUND (HTTP 404): also for another project's ids, so tenants cannot probe each other. */
export const notFound = make(status.NOT_FOUND);
/** ALREADY_EXISTS (HTTP 409): a create collided with an existing entity. */
export const alreadyExists = make(status.ALREADY_EXISTS);
/** FAILED_PRECONDITION (HTTP 400): the system is not in the state the operation needs. */
export const failedPrecondition = make(status.FAILED_PRECONDITION);
/** ABORTED (HTTP 409): a concurrency conflict (optimistic lock, lost race). */
export const aborted = make(status.ABORTED);
/** RESOURCE_EXHAUSTED (HTTP 429): quota or rate limit. */
export const resourceExhausted = make(status.RESOURCE_EXHAUSTED);
/** UNAVAILABLE (HTTP 503): transient; idempotent calls may be retried. */
export const unavailable = make(status.UNAVAILABLE);
/** UNAUTHENTICATED (HTTP 401). */
export const unauthenticated = make(status.UNAUTHENTICATED);
/** PERMISSION_DENIED (HTTP 403). */
export const permissionDenied = make(status.PERMISSION_DENIED);
/** DEADLINE_EXCEEDED (HTTP 504). */
export const deadlineExceeded = make(status.DEADLINE_EXCEEDED);
/** INTERNAL (HTTP 500) with a deliberately public message; unexpected errors need no helper. */
export const internal = make(status.INTERNAL);

/**
 * The upstream messaging network failed (HTTP 502); fields carry e.g. `error_kind`,
 * `upstream_error_code`, `upstream_trace_id`. gRPC code UNKNOWN (an error from another address
 * space), not UNAVAILABLE, so client retry layers do not multiply calls to the upstream.
 */
export function upstreamFailed(message: string, fields?: PublicFields): DomainError {
  return new DomainError({ reason: UPSTREAM_FAILED, code: status.UNKNOWN, message, fields });
}

/** Billing blocks the operation (HTTP 402); fields carry e.g. `code`, `billing_url`. */
export function paymentRequired(message: string, fields?: PublicFields): DomainError {
  return new DomainError({ reason: PAYMENT_REQUIRED, code: status.FAILED_PRECONDITION, message, fields });
}

/** Well-formed input that breaks a rule (HTTP 422). */
export function validationFailed(message: string, fields?: PublicFields): DomainError {
  return new DomainError({ reason: VALIDATION_FAILED, code: status.INVALID_ARGUMENT, message, fields });
}

/** State conflict the client can resolve (HTTP 409); fields carry e.g. the thread `code`. */
export function conflict(message: string, fields?: PublicFields): DomainError {
  return new DomainError({ reason: CONFLICT, code: status.ABORTED, message, fields });
}
