import { describe, expect, it } from 'vitest';
import { MAX_PAGE, MAX_PER_PAGE, normalizePage, pageMeta } from './paging';

describe('page normalisation (one bound for every list)', () => {
  it('defaults, clamps and never yields a negative or overflowing offset', () => {
    expect(normalizePage(undefined)).toEqual({ page: 1, perPage: 20, offset: 0 });
    expect(normalizePage({ page: 3, per_page: 10 })).toEqual({ page: 3, perPage: 10, offset: 20 });
    expect(normalizePage({ page: 2 ** 31, per_page: 1000 })).toEqual({ page: MAX_PAGE, perPage: MAX_PER_PAGE, offset: (MAX_PAGE - 1) * MAX_PER_PAGE });
    expect(normalizePage({ page: -(2 ** 31), per_page: -5 })).toEqual({ page: 1, perPage: 20, offset: 0 });
    expect(normalizePage({ page: Number.NaN, per_page: 2.7 })).toEqual({ page: 1, perPage: 2, offset: 0 });
    expect(pageMeta(2, 10, 21)).toEqual({ page: 2, per_page: 10, total_pages: 3, total_count: 21 });
  });
});
