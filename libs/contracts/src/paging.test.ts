import { describe, expect, it } from 'vitest';
import { isLogPeriod, logWindowStart, normalizePage, pageMeta, parseCursorTime } from './paging';

describe('page normalisation (one bound for every list)', () => {
  it('defaults, clamps and never yields a negative or overflowing offset', () => {
    expect(normalizePage(undefined)).toEqual({ page: 1, perPage: 20, offset: 0 });
    expect(normalizePage({ page: 3, per_page: 10 })).toEqual({ page: 3, perPage: 10, offset: 20 });
    expect(normalizePage({ page: 2 ** 31, per_page: 1000 })).toEqual({ page: 100_000, perPage: 100, offset: 9_999_900 });
    expect(normalizePage({ page: -(2 ** 31), per_page: -5 })).toEqual({ page: 1, perPage: 20, offset: 0 });
    expect(normalizePage({ page: Number.NaN, per_page: 2.7 })).toEqual({ page: 1, perPage: 2, offset: 0 });
    expect(pageMeta(2, 10, 21)).toEqual({ page: 2, per_page: 10, total_pages: 3, total_count: 21 });
  });
});

describe('cursor time (a forged but decodable cursor is refused, never bound raw)', () => {
  it('accepts only a strict ISO 8601 UTC instant in the range Postgres stores', () => {
    expect(parseCursorTime('2026-11-24T14:00:00.123Z')?.toISOString()).toBe('2026-11-24T14:00:00.123Z');
    expect(parseCursorTime('2026-11-24T14:00:00Z')?.toISOString()).toBe('2026-11-24T14:00:00.000Z');
    expect(parseCursorTime('2026-11-24T14:00:00.1234Z')?.toISOString()).toBe('2026-11-24T14:00:00.123Z');
    expect(parseCursorTime('0001-01-01T00:00:00.000Z')?.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(parseCursorTime('9999-12-31T23:59:59.999Z')?.toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(parseCursorTime('2024-02-29T00:00:00Z')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of [
      '1',
      '2020',
      'Jan 1 2020 (x)',
      'Wed, 01 Jan 2020 00:00:00 GMT',
      '0000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '2020-01-01',
      '2020-01-01T00:00:00',
      '2020-01-01T00:00:00+00:00',
      '2020-01-01 00:00:00Z',
      '2020-13-01T00:00:00Z',
      '2021-02-29T00:00:00Z',
      '2020-01-01T24:00:00Z',
      '2020-01-01T00:60:00Z',
      '2020-01-01T00:00:60Z',
      '2020-01-01T00:00:00.1234567Z',
      ' 2020-01-01T00:00:00Z',
      '2020-01-01T00:00:00Z\n',
      '',
    ]) {
      expect(parseCursorTime(bad), bad).toBeUndefined();
    }
  });
});

describe('logWindowStart', () => {
  const now = new Date('2026-11-29T12:00:00.000Z');
  it('starts a period that long before now, else at since, else nowhere', () => {
    expect(logWindowStart({ period: '24h' }, now)?.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(logWindowStart({ period: '7d' }, now)?.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(logWindowStart({ period: '30d' }, now)?.toISOString()).toBe('2026-10-30T12:00:00.000Z');
    expect(logWindowStart({ since: '2026-11-01T00:00:00Z' }, now)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(logWindowStart({ period: 'forever' }, now)).toBeUndefined();
    expect(logWindowStart({}, now)).toBeUndefined();
    expect(isLogPeriod('7d')).toBe(true);
    expect(isLogPeriod('toString')).toBe(false);
  });
});
