import { describe, expect, it } from 'vitest';
import { bucketStart, bucketStarts, fillBuckets } from './message-stats';

describe('message stats buckets', () => {
  it.each([
    ['2026-11-24T14:37:12.345Z', 'hour', '2026-11-24T14:00:00.000Z'],
    ['2026-11-24T14:37:12.345Z', 'day', '2026-11-24T00:00:00.000Z'],
    ['2026-11-24T00:00:00.000Z', 'day', '2026-11-24T00:00:00.000Z'],
  ] as const)('bucketStart(%s, %s) = %s', (t, b, want) => {
    expect(bucketStart(new Date(t), b).toISOString()).toBe(want);
  });

  it.each([
    ['2026-11-23T14:30:00Z', '2026-11-24T14:30:00Z', 'hour', 25, '2026-11-23T14:00:00.000Z', '2026-11-24T14:00:00.000Z'],
    ['2026-11-23T14:00:00Z', '2026-11-24T14:00:00Z', 'hour', 24, '2026-11-23T14:00:00.000Z', '2026-11-24T13:00:00.000Z'],
    ['2026-11-17T14:30:00Z', '2026-11-24T14:30:00Z', 'day', 8, '2026-11-17T00:00:00.000Z', '2026-11-24T00:00:00.000Z'],
    ['2026-10-25T14:30:00Z', '2026-11-24T14:30:00Z', 'day', 31, '2026-10-25T00:00:00.000Z', '2026-11-24T00:00:00.000Z'],
  ] as const)('bucketStarts(%s, %s, %s) has %i from %s to %s', (since, until, b, n, first, last) => {
    const s = bucketStarts(new Date(since), new Date(until), b);
    expect(s).toHaveLength(n);
    expect(s[0]!.toISOString()).toBe(first);
    expect(s.at(-1)!.toISOString()).toBe(last);
  });

  it('fills empty buckets with zeros and keeps the grouped counts (strings from Postgres counted as numbers)', () => {
    const out = fillBuckets(new Date('2026-11-24T10:10:00Z'), new Date('2026-11-24T13:10:00Z'), 'hour', [
      { start: new Date('2026-11-24T11:00:00Z'), received: 2, sent: '3' as never, delivered: 1, read: 1, failed: 1 },
    ]);
    expect(out).toEqual([
      { start: '2026-11-24T10:00:00.000Z', received: 0, sent: 0, delivered: 0, read: 0, failed: 0, pending: 0 },
      { start: '2026-11-24T11:00:00.000Z', received: 2, sent: 3, delivered: 1, read: 1, failed: 1, pending: 0 },
      { start: '2026-11-24T12:00:00.000Z', received: 0, sent: 0, delivered: 0, read: 0, failed: 0, pending: 0 },
      { start: '2026-11-24T13:00:00.000Z', received: 0, sent: 0, delivered: 0, read: 0, failed: 0, pending: 0 },
    ]);
  });
});
