import { GraphError } from '@platform/graph';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from './graph-client';

/** A Graph error envelope answer, as @platform/graph parses it. */
const graphError = (code: number, subcode: number | undefined, httpStatus: number) =>
  new GraphError({ kind: 'graph', httpStatus, code, subcode, message: `(#${code}) x`, traceId: 'trace-1' });

describe('funding error kinds from the library categories', () => {
  it.each([
    [1, undefined, 500, 'upstream_unavailable'],
    [2, undefined, 503, 'upstream_unavailable'],
    [131000, undefined, 500, 'upstream_unavailable'],
    [4, undefined, 400, 'upstream_rate_limited'],
    [17, undefined, 400, 'upstream_rate_limited'],
    [613, undefined, 400, 'upstream_rate_limited'],
    [80007, undefined, 400, 'upstream_rate_limited'],
    [130429, undefined, 400, 'upstream_rate_limited'],
    [190, 463, 401, 'upstream_auth_failed'],
    [102, undefined, 401, 'upstream_auth_failed'],
    [104, undefined, 401, 'upstream_auth_failed'],
    [0, undefined, 400, 'upstream_auth_failed'],
    [10, undefined, 403, 'upstream_permission_denied'],
    [200, undefined, 403, 'upstream_permission_denied'],
    [10, undefined, 500, 'upstream_unavailable'],
    [100, 33, 400, 'upstream_not_found'],
    [100, undefined, 400, 'upstream_rejected'],
    [999, undefined, 502, 'upstream_unavailable'],
  ])('code %s subcode %s HTTP %s → %s', (code, subcode, status, kind) => {
    const err = UpstreamError.fromGraph(graphError(code, subcode, status));
    expect(err.kind).toBe(kind);
    expect(err).toMatchObject({ code, traceId: 'trace-1' });
  });

  it('no answer is upstream_unavailable with null code and trace', () => {
    for (const kind of ['transport', 'timeout'] as const) {
      const err = UpstreamError.fromGraph(new GraphError({ kind, httpStatus: 0, message: 'no answer' }));
      expect(err).toMatchObject({ kind: 'upstream_unavailable', code: null, traceId: null, transient: true });
    }
  });

  it('an answer without a Graph error is read from its status', () => {
    const http = (httpStatus: number) =>
      UpstreamError.fromGraph(new GraphError({ kind: 'http', httpStatus, message: `Upstream answered HTTP ${httpStatus}` })).kind;
    expect(http(502)).toBe('upstream_unavailable');
    expect(http(429)).toBe('upstream_rate_limited');
    expect(http(400)).toBe('upstream_rejected');
    expect(http(200)).toBe('upstream_rejected');
  });

  it('detail is error_data.details when sent, else the message', () => {
    const withDetails = new GraphError({
      kind: 'graph',
      httpStatus: 400,
      code: 100,
      message: 'Invalid parameter',
      details: 'already has an active credit line',
    });
    expect(UpstreamError.fromGraph(withDetails).detail).toBe('already has an active credit line');
    expect(UpstreamError.fromGraph(graphError(100, undefined, 400)).detail).toBe('(#100) x');
  });

  it('only outages and throttling are transient (retried), the rest fail the run', () => {
    expect(new UpstreamError('upstream_unavailable', null, null, '').transient).toBe(true);
    expect(new UpstreamError('upstream_rate_limited', 4, null, '').transient).toBe(true);
    expect(new UpstreamError('upstream_auth_failed', 190, null, '').transient).toBe(false);
    expect(new UpstreamError('upstream_rejected', 100, null, '').transient).toBe(false);
  });
});
