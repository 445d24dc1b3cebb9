import { Metadata, status } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import {
  aborted,
  alreadyExists,
  conflict,
  deadlineExceeded,
  DomainError,
  failedPrecondition,
  FIELDS_METADATA_KEY,
  fromServiceError,
  httpErrorBody,
  httpStatusFor,
  httpStatusOf,
  internal,
  invalidArgument,
  notFound,
  paymentRequired,
  permissionDenied,
  REASON_METADATA_KEY,
  resourceExhausted,
  toServiceError,
  unauthenticated,
  unavailable,
  upstreamFailed,
  validationFailed,
} from './index';

describe('httpStatusFor: every gRPC code (google/rpc/code.proto)', () => {
  const table: Array<[status, number]> = [
    [status.OK, 200],
    [status.CANCELLED, 499],
    [status.UNKNOWN, 500],
    [status.INVALID_ARGUMENT, 400],
    [status.DEADLINE_EXCEEDED, 504],
    [status.NOT_FOUND, 404],
    [status.ALREADY_EXISTS, 409],
    [status.PERMISSION_DENIED, 403],
    [status.UNAUTHENTICATED, 401],
    [status.RESOURCE_EXHAUSTED, 429],
    [status.FAILED_PRECONDITION, 400],
    [status.ABORTED, 409],
    [status.OUT_OF_RANGE, 400],
    [status.UNIMPLEMENTED, 501],
    [status.INTERNAL, 500],
    [status.UNAVAILABLE, 503],
    [status.DATA_LOSS, 500],
  ];

  it('covers all 17 codes', () => {
    const numericCodes = Object.values(status).filter((v) => typeof v === 'number');
    expect(table.map(([c]) => c).sort((a, b) => a - b)).toEqual([...numericCodes].sort((a, b) => a - b));
  });

  it.each(table)('code %i → HTTP %i', (code, http) => {
    expect(httpStatusFor(code)).toBe(http);
    expect(httpStatusFor(code, 'SOME_REASON')).toBe(http);
  });

  it('an unknown code is 500', () => {
    expect(httpStatusFor(99)).toBe(500);
  });
});

describe('httpStatusFor: reason overrides', () => {
  it.each([
    ['UPSTREAM_FAILED', 502],
    ['PAYMENT_REQUIRED', 402],
    ['VALIDATION_FAILED', 422],
    ['CONFLICT', 409],
  ])('%s → %i whatever the code', (reason, http) => {
    expect(httpStatusFor(status.INTERNAL, reason)).toBe(http);
    expect(httpStatusFor(status.INVALID_ARGUMENT, reason)).toBe(http);
  });

  it('reason-fixed helpers map to their spec statuses', () => {
    expect(httpStatusOf(upstreamFailed('Upstream failed'))).toBe(502);
    expect(httpStatusOf(paymentRequired('Pay'))).toBe(402);
    expect(httpStatusOf(validationFailed('Bad'))).toBe(422);
    expect(httpStatusOf(conflict('Busy'))).toBe(409);
    expect(conflict('Busy').code).toBe(status.ABORTED);
  });

  it('inherited property names are not reasons', () => {
    expect(httpStatusFor(status.NOT_FOUND, 'toString')).toBe(404);
  });
});

describe('factory helpers', () => {
  it.each([
    [invalidArgument, status.INVALID_ARGUMENT, 400],
    [notFound, status.NOT_FOUND, 404],
    [alreadyExists, status.ALREADY_EXISTS, 409],
    [failedPrecondition, status.FAILED_PRECONDITION, 400],
    [aborted, status.ABORTED, 409],
    [resourceExhausted, status.RESOURCE_EXHAUSTED, 429],
    [unavailable, status.UNAVAILABLE, 503],
    [unauthenticated, status.UNAUTHENTICATED, 401],
    [permissionDenied, status.PERMISSION_DENIED, 403],
    [deadlineExceeded, status.DEADLINE_EXCEEDED, 504],
    [internal, status.INTERNAL, 500],
  ])('%o builds code %i (HTTP %i)', (make, code, http) => {
    const e = make('THING_REASON', 'public text', { a: 1 });
    expect(e).toBeInstanceOf(DomainError);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ reason: 'THING_REASON', code, publicMessage: 'public text', publicFields: { a: 1 } });
    expect(httpStatusOf(e)).toBe(http);
  });
});

describe('httpErrorBody', () => {
  it('is the spec body: error plus public fields (502 funding body)', () => {
    const e = upstreamFailed('Upstream rejected the funding', {
      error_kind: 'upstream',
      upstream_error_code: 131031,
      upstream_trace_id: 'AbC123',
    });
    expect(httpErrorBody(e)).toEqual({
      error: 'Upstream rejected the funding',
      error_kind: 'upstream',
      upstream_error_code: 131031,
      upstream_trace_id: 'AbC123',
    });
  });

  it('a field cannot override error', () => {
    expect(httpErrorBody(paymentRequired('Pay up', { error: 'x', code: 'billing', billing_url: 'https://b' }))).toEqual({
      error: 'Pay up',
      code: 'billing',
      billing_url: 'https://b',
    });
  });

  it('an error with unknown reason never shows its details (5xx or not)', () => {
    const transport = fromServiceError(
      Object.assign(new Error('14 UNAVAILABLE: connect ECONNREFUSED 10.0.0.7:50051'), {
        code: status.UNAVAILABLE,
        details: 'connect ECONNREFUSED 10.0.0.7:50051',
        metadata: new Metadata(),
      }),
    );
    expect(transport.reason).toBe('UNKNOWN');
    expect(httpStatusOf(transport)).toBe(503);
    expect(httpErrorBody(transport)).toEqual({ error: 'Service unavailable' });
    expect(httpErrorBody(fromServiceError(new TypeError('x is undefined')))).toEqual({ error: 'Internal error' });
  });

  it('an internal error a service raised on purpose keeps its public message', () => {
    expect(httpErrorBody(internal('LEDGER_OFFLINE', 'Ledger is offline'))).toEqual({ error: 'Ledger is offline' });
  });
});

describe('toServiceError / fromServiceError (without a network)', () => {
  it('carries reason and fields in metadata', () => {
    const s = toServiceError(conflict('Thread is owned by another app', { code: 'THREAD_OWNED' }));
    expect(s.code).toBe(status.ABORTED);
    expect(s.details).toBe('Thread is owned by another app');
    expect(s.metadata.get(REASON_METADATA_KEY)).toEqual(['CONFLICT']);
    expect(JSON.parse((s.metadata.get(FIELDS_METADATA_KEY)[0] as Buffer).toString('utf8'))).toEqual({ code: 'THREAD_OWNED' });
  });

  it('never leaks a non-domain error', () => {
    const s = toServiceError(new Error('relation "funding.runs" does not exist'));
    expect(s).toMatchObject({ code: status.INTERNAL, details: 'Internal error' });
    expect(s.metadata.get(REASON_METADATA_KEY)).toEqual([]);
  });

  it('ignores malformed fields metadata', () => {
    const md = new Metadata();
    md.set(REASON_METADATA_KEY, 'X_Y');
    md.set(FIELDS_METADATA_KEY, Buffer.from('[1,2'));
    const e = fromServiceError({ code: status.NOT_FOUND, details: 'nope', metadata: md });
    expect(e).toMatchObject({ reason: 'X_Y', code: status.NOT_FOUND, publicMessage: 'nope', publicFields: {} });
  });

  it('drops non-primitive field values', () => {
    const md = new Metadata();
    md.set(REASON_METADATA_KEY, 'X_Y');
    md.set(FIELDS_METADATA_KEY, Buffer.from(JSON.stringify({ ok: 'a', nested: { b: 1 }, n: null })));
    expect(fromServiceError({ code: status.NOT_FOUND, details: 'nope', metadata: md }).publicFields).toEqual({ ok: 'a', n: null });
  });

  it('passes a DomainError through and keeps the cause of others', () => {
    const d = notFound('CONTACT_NOT_FOUND', 'Contact not found');
    expect(fromServiceError(d)).toBe(d);
    const boom = new Error('boom');
    const e = fromServiceError(boom);
    expect(e).toMatchObject({ code: status.INTERNAL, reason: 'UNKNOWN', publicMessage: 'Internal error' });
    expect(e.cause).toBe(boom);
  });
});
