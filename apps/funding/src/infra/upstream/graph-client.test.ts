import { describe, expect, it } from 'vitest';
import { classifyGraphError, UpstreamError } from './graph-client';

describe('classifyGraphError', () => {
  it.each([
    [1, undefined, 500, 'upstream_unavailable'],
    [2, undefined, 503, 'upstream_unavailable'],
    [131000, undefined, 500, 'upstream_unavailable'],
    [4, undefined, 400, 'upstream_rate_limited'],
    [80007, undefined, 400, 'upstream_rate_limited'],
    [130429, undefined, 400, 'upstream_rate_limited'],
    [190, 463, 401, 'upstream_auth_failed'],
    [104, undefined, 401, 'upstream_auth_failed'],
    [10, undefined, 403, 'upstream_permission_denied'],
    [200, undefined, 403, 'upstream_permission_denied'],
    [100, 33, 400, 'upstream_not_found'],
    [100, undefined, 400, 'upstream_rejected'],
    [999, undefined, 502, 'upstream_unavailable'],
  ])('code %s subcode %s HTTP %s → %s', (code, subcode, status, kind) => {
    expect(classifyGraphError(code, subcode, status)).toBe(kind);
  });

  it('only outages and throttling are transient (retried), the rest fail the run', () => {
    expect(new UpstreamError('upstream_unavailable', null, null, '').transient).toBe(true);
    expect(new UpstreamError('upstream_rate_limited', 4, null, '').transient).toBe(true);
    expect(new UpstreamError('upstream_auth_failed', 190, null, '').transient).toBe(false);
    expect(new UpstreamError('upstream_rejected', 100, null, '').transient).toBe(false);
  });
});
