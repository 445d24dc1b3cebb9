import { describe, expect, it } from 'vitest';
import { bucketLabel, countWords, failureSearch, fromMicros, percent, periodOf, rateSeries, volumeSeries, volumeSummary, type Bucket } from './overview-model';

const b = (start: string, c: Partial<Bucket>): Bucket => ({ start, received: 0, sent: 0, delivered: 0, read: 0, failed: 0, pending: 0, ...c });

describe('overview model', () => {
  it.each([
    ['7d', '7d'],
    ['30d', '30d'],
    ['24h', '24h'],
    [null, '24h'],
    ['1y', '24h'],
  ])('periodOf(%s) = %s', (v, want) => expect(periodOf(v)).toBe(want));

  it.each([
    ['2026-11-24T14:00:00.000Z', 'hour', '14:00'],
    ['2026-11-24T00:00:00.000Z', 'day', 'Nov 24'],
    ['nope', 'day', 'nope'],
  ] as const)('bucketLabel(%s, %s) = %s', (s, k, want) => expect(bucketLabel(s, k, 'en-US')).toBe(want));

  it.each([
    [0.5, '50.0%'],
    [1, '100%'],
    [0, '0%'],
    [2 / 3, '66.7%'],
    [null, '—'],
  ])('percent(%s) = %s', (r, want) => expect(percent(r)).toBe(want));

  it('builds the volume and rate series per bucket (null rate where nothing to rate)', () => {
    const buckets = [b('2026-11-24T13:00:00.000Z', { sent: 3, delivered: 2, read: 1, failed: 1, received: 4 }), b('2026-11-24T14:00:00.000Z', {})];
    expect(volumeSeries(buckets, 'hour', 'en-US')).toEqual([
      { label: '13:00', start: '2026-11-24T13:00:00.000Z', Sent: 3, Received: 4, Failed: 1 },
      { label: '14:00', start: '2026-11-24T14:00:00.000Z', Sent: 0, Received: 0, Failed: 0 },
    ]);
    expect(rateSeries(buckets, 'hour', 'en-US')).toEqual([
      { label: '13:00', start: '2026-11-24T13:00:00.000Z', Delivered: 50, Read: 50 },
      { label: '14:00', start: '2026-11-24T14:00:00.000Z', Delivered: null, Read: null },
    ]);
  });

  it.each([
    ['20000', 0.02],
    ['-1500000', -1.5],
    ['', null],
    [null, null],
    ['1e3', null],
  ])('fromMicros(%s) = %s', (m, want) => expect(fromMicros(m)).toBe(want));

  it.each([
    [1, 'finding', true, undefined, '1 finding'],
    [2, 'finding', true, undefined, '2 findings'],
    [100, 'delivery', false, 'deliveries', 'at least 100 deliveries'],
  ])('countWords(%i, %s, %s, %s) = %s', (n, noun, complete, plural, want) => expect(countWords(n, noun, complete, plural)).toBe(want));

  it.each([
    [131026, '7d', 'logs/search?q=131026&problems_only=true&period=7d'],
    [0, '24h', 'logs/search?problems_only=true&period=24h'],
  ] as const)('failureSearch(%i, %s) = %s', (code, p, want) => expect(failureSearch(code, p)).toBe(want));

  it('summarises the messages chart in a sentence, naming the busiest bucket', () => {
    const buckets = [b('2026-11-24T13:00:00.000Z', { sent: 3, received: 4 }), b('2026-11-24T14:00:00.000Z', { sent: 1 })];
    expect(volumeSummary({ received: 4, sent: 4, delivered: 0, read: 0, failed: 1, pending: 0 }, '24h', buckets, 'hour')).toBe(
      'Messages in the last 24 hours: 4 sent, 4 received, 1 failed. Busiest hour: 13:00 UTC with 7.',
    );
    expect(volumeSummary({ received: 0, sent: 0, delivered: 0, read: 0, failed: 0, pending: 0 }, '7d', [], 'day')).toBe(
      'Messages in the last 7 days: 0 sent, 0 received, 0 failed.',
    );
  });
});
