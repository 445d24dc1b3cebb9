import { DomainError } from '@platform/errors';
import { GraphError } from '@platform/graph';
import { describe, expect, it } from 'vitest';
import { isUpstreamRefusal, upstreamFailure, upstreamProblem, upstreamToDomain } from './upstream-errors';

const graphError = (code: number, httpStatus: number, subcode?: number) =>
  new GraphError({ kind: 'graph', httpStatus, code, subcode, message: `(#${code}) upstream says no`, traceId: 'trace-1' });

describe('upstreamFailure', () => {
  it.each([
    [190, 401, 'token'],
    [102, 401, 'token'],
    [1, 500, 'unavailable'],
    [2, 503, 'unavailable'],
    [131057, 503, 'unavailable'],
    [100, 500, 'unavailable'],
    [100, 400, 'unreachable'],
    [10, 403, 'unreachable'],
    [200, 403, 'unreachable'],
    [132001, 404, 'unreachable'],
    [130429, 400, 'refused'],
    [131009, 400, 'refused'],
  ] as const)('code %s at HTTP %s → %s', (code, status, failure) => {
    expect(upstreamFailure(graphError(code, status))).toBe(failure);
  });

  it('no answer is unavailable', () => {
    expect(upstreamFailure(new GraphError({ kind: 'timeout', httpStatus: 0, message: 'The upstream network did not answer in time' }))).toBe('unavailable');
    expect(upstreamFailure(new GraphError({ kind: 'transport', httpStatus: 0, message: 'The upstream network could not be reached' }))).toBe('unavailable');
  });
});

describe('public errors', () => {
  it('a rejected token is 422 with the upstream code, subcode and trace id', () => {
    const mapped = upstreamToDomain(graphError(190, 401, 463), 'Phone number 1') as DomainError;
    expect(mapped).toBeInstanceOf(DomainError);
    expect(mapped.message).toContain('upstream code 190/463');
    expect(mapped.publicFields).toEqual({ upstream_error_code: 190, upstream_error_subcode: 463, upstream_trace_id: 'trace-1' });
  });

  it('an unavailable upstream is a 502 with error_kind upstream_unavailable; other errors pass through', () => {
    const mapped = upstreamToDomain(graphError(2, 503), 'x') as DomainError;
    expect(mapped.publicFields).toMatchObject({ error_kind: 'upstream_unavailable', upstream_error_code: 2 });
    const other = new Error('boom');
    expect(upstreamToDomain(other, 'x')).toBe(other);
  });

  it('a refusal of the request itself is recorded, a token or availability problem is not', () => {
    expect(isUpstreamRefusal(graphError(100, 400))).toBe(true);
    expect(isUpstreamRefusal(graphError(131009, 400))).toBe(true);
    expect(isUpstreamRefusal(graphError(190, 401))).toBe(false);
    expect(isUpstreamRefusal(graphError(131000, 500))).toBe(false);
    expect(isUpstreamRefusal(new GraphError({ kind: 'http', httpStatus: 400, message: 'Upstream answered HTTP 400' }))).toBe(false);
  });

  it('health problems keep their kinds', () => {
    expect(upstreamProblem(graphError(190, 401)).kind).toBe('token');
    expect(upstreamProblem(graphError(100, 400, 33)).kind).toBe('denied');
    expect(upstreamProblem(graphError(131000, 500)).kind).toBe('unavailable');
    expect(upstreamProblem(graphError(130429, 400)).kind).toBe('other');
    expect(upstreamProblem(new Error('x')).kind).toBe('unavailable');
  });
});
