import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './sends.usecase';

describe('retry_after_seconds of a refused send (decision 0232)', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('throttling waits: pair limit 6 s, number throughput 1 s, other throttles 60 s; server faults 5 s', () => {
    expect(retryAfterSeconds(131056, 400, null, now)).toBe(6);
    expect(retryAfterSeconds(130429, 400, null, now)).toBe(1);
    expect(retryAfterSeconds(80007, 400, null, now)).toBe(60);
    expect(retryAfterSeconds(4, 400, null, now)).toBe(60);
    expect(retryAfterSeconds(131000, 500, null, now)).toBe(5);
    expect(retryAfterSeconds(undefined, 503, null, now)).toBe(5);
    expect(retryAfterSeconds(undefined, 429, null, now)).toBe(60);
  });
  it("the upstream's Retry-After wins (seconds or a date), rounded up to whole seconds", () => {
    expect(retryAfterSeconds(130429, 400, '7', now)).toBe(7);
    expect(retryAfterSeconds(131056, 429, new Date(now + 2_500).toUTCString(), now)).toBe(2);
  });
  it('errors a retry as it is will not fix: 0', () => {
    expect(retryAfterSeconds(131050, 400, null, now)).toBe(0);
    expect(retryAfterSeconds(132001, 404, null, now)).toBe(0);
    expect(retryAfterSeconds(131047, 400, null, now)).toBe(0);
    expect(retryAfterSeconds(190, 401, null, now)).toBe(0);
    expect(retryAfterSeconds(100, 400, '30', now)).toBe(0);
  });
});
