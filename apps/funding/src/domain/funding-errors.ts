/**
 * The domain errors of the funding service: each 409 condition of spec 4.1 has its own reason and
 * message, so clients and logs can tell them apart (the public body stays `{ error }`).
 */
import { aborted, invalidArgument, notFound, unavailable, upstreamFailed, validationFailed, type DomainError } from '@platform/errors';
import type { GraphError } from '@platform/graph';

/** Upstream ids are opaque digit strings (spec conventions). */
export const DIGITS = /^\d{1,32}$/;

/** Asserts an upstream id is present and digits only (400 otherwise). */
export function requireDigits(value: string | undefined, field: string): string {
  if (!value) throw invalidArgument(`${field.toUpperCase()}_REQUIRED`, `${field} is required`);
  if (!DIGITS.test(value)) throw invalidArgument(`INVALID_${field.toUpperCase()}`, `${field} must be a digit string`);
  return value;
}

/** The 409 conditions of POST funding (spec 4.1). */
export const fundingConflicts = {
  noActiveSolution: (): DomainError =>
    aborted('NO_ACTIVE_SOLUTION', 'The project has no active external multi-partner solution; configure exactly one before requesting funding'),
  severalActiveSolutions: (): DomainError =>
    aborted('MULTIPLE_ACTIVE_SOLUTIONS', 'The project has more than one active external multi-partner solution; exactly one must be active'),
  portfolioDisabled: (portfolioId: string): DomainError => aborted('PORTFOLIO_FUNDING_DISABLED', `Funding is disabled for business portfolio ${portfolioId}`),
  otherPortfolio: (wabaId: string): DomainError => aborted('ACCOUNT_IN_OTHER_PORTFOLIO', `Business account ${wabaId} belongs to another business portfolio`),
  otherProject: (wabaId: string): DomainError => aborted('ACCOUNT_IN_OTHER_PROJECT', `Business account ${wabaId} is already funded through another project`),
  otherSolution: (wabaId: string): DomainError =>
    aborted('ACCOUNT_IN_OTHER_SOLUTION', `Business account ${wabaId} is associated with another external solution`),
  notConfirmed: (wabaId: string, portfolioId: string): DomainError =>
    aborted('ASSOCIATION_NOT_CONFIRMED', `The upstream network did not confirm that business account ${wabaId} belongs to business portfolio ${portfolioId}`),
  membershipRemoved: (wabaId: string): DomainError =>
    aborted('MEMBERSHIP_REMOVED', `Business account ${wabaId} was removed from this project; reconnect it explicitly`),
  attachmentRevoked: (wabaId: string): DomainError =>
    aborted('ATTACHMENT_REVOKED', `The funding attachment of business account ${wabaId} was revoked; reconnect it explicitly`),
};

/** 503: another request holds the account lock longer than the bound. */
export function contention(): DomainError {
  return unavailable('FUNDING_CONTENTION', 'Too many concurrent funding requests for this account; retry the request');
}

/** 503: the work queue did not accept the run. */
export function queueUnavailable(): DomainError {
  return unavailable('FUNDING_QUEUE_UNAVAILABLE', 'The funding queue is unavailable; retry the request');
}

/** Error kinds of upstream failures (extensible; public error_kind values, docs/decisions/0101). */
export type UpstreamErrorKind =
  'upstream_unavailable' | 'upstream_rate_limited' | 'upstream_auth_failed' | 'upstream_permission_denied' | 'upstream_not_found' | 'upstream_rejected';

/**
 * Funding's reading of a failed upstream call, from @platform/graph's category (the code table is
 * the library's, docs/decisions/0007): throttling, authorization, no answer and server faults
 * (any 5xx included) have their own kinds, then permission and Graph's unknown object (100/33);
 * the rest is `upstream_rejected`.
 */
export function upstreamErrorKind(err: Pick<GraphError, 'category' | 'httpStatus' | 'objectNotFound'>): UpstreamErrorKind {
  if (err.category === 'throttling') return 'upstream_rate_limited';
  if (err.category === 'authorization') return 'upstream_auth_failed';
  if (err.category === 'transport' || err.category === 'server' || err.httpStatus >= 500) return 'upstream_unavailable';
  if (err.category === 'permission') return 'upstream_permission_denied';
  if (err.objectNotFound) return 'upstream_not_found';
  return 'upstream_rejected';
}

/** True for the kinds that may pass if retried later (outage, timeout, throttling): runs retry them. */
export function isTransientUpstreamKind(kind: UpstreamErrorKind): boolean {
  return kind === 'upstream_unavailable' || kind === 'upstream_rate_limited';
}

/** 502 with the spec's body: error_kind, upstream_error_code, upstream_trace_id. */
export function upstreamVerificationFailed(errorKind: string, code: number | null, traceId: string | null): DomainError {
  return upstreamFailed('The upstream network could not verify access to the business account; retry later', {
    error_kind: errorKind,
    upstream_error_code: code,
    upstream_trace_id: traceId,
  });
}

/** 404 for unknown and foreign ids alike. */
export const notFoundErrors = {
  portfolio: (): DomainError => notFound('PORTFOLIO_NOT_FOUND', 'Business portfolio not found'),
  operation: (): DomainError => notFound('OPERATION_NOT_FOUND', 'Funding operation not found'),
};

/** Idempotency-Key errors of the revoke operation. */
export const idempotencyErrors = {
  missing: (): DomainError => invalidArgument('IDEMPOTENCY_KEY_REQUIRED', 'The Idempotency-Key header is required'),
  invalid: (): DomainError => invalidArgument('INVALID_IDEMPOTENCY_KEY', 'The Idempotency-Key header must be 1 to 255 printable characters'),
  bodyMismatch: (): DomainError => validationFailed('This Idempotency-Key was already used with a different request body'),
  inFlight: (): DomainError => aborted('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed; retry shortly'),
};
