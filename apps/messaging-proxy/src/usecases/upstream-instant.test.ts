import { describe, expect, it } from 'vitest';
import { upstreamInstant } from './upstream-webhooks.usecase';

describe('restriction expiry from the upstream webhook', () => {
  it('is published as an ISO 8601 UTC date-time whatever form the upstream used', () => {
    expect(upstreamInstant(1_776_607_160)).toBe('2026-04-19T13:59:20.000Z'); // Unix seconds
    expect(upstreamInstant('1776607160')).toBe('2026-04-19T13:59:20.000Z');
    expect(upstreamInstant('2026-04-19T13:59:20+0000')).toBe('2026-04-19T13:59:20.000Z');
    expect(upstreamInstant('2026-04-19T15:59:20+02:00')).toBe('2026-04-19T13:59:20.000Z');
    expect(upstreamInstant('2026-04-19T13:59:20Z')).toBe('2026-04-19T13:59:20.000Z');
    expect(upstreamInstant('2026-04-19T13:59:20')).toBe('2026-04-19T13:59:20.000Z');
    expect(upstreamInstant('2024-02-29T00:00:00Z')).toBe('2024-02-29T00:00:00.000Z');
  });

  it('is undefined (null in the public event) when it cannot be read as a time', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'soon',
      'Jan 1 2020 (x)',
      '2026-02-30T00:00:00Z',
      '2025-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      1e20,
      Number.NaN,
      {},
      true,
    ]) {
      expect(upstreamInstant(bad), String(bad)).toBeUndefined();
    }
  });
});
