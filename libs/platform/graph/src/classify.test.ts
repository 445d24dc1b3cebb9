import { describe, expect, it } from 'vitest';
import { categoryOfCode, classifyGraphError, isRetryableHint, retryHintOf, type GraphErrorCategory } from './classify';
import { GraphError } from './graph-error';

/** The §1.15 table of reference/upstream-and-peers.md, code by code. */
const REFERENCE_TABLE: Array<[GraphErrorCategory, number[]]> = [
  ['throttling', [4, 80007, 130429, 131048, 131056]],
  ['authorization', [0, 190]],
  ['permission', [3, 10, 200, 201, 250, 299]],
  ['integrity', [368, 130497, 131031]],
  ['reengagementWindow', [131047]],
  ['template', [132000, 132001, 132005, 132007, 132012, 132015, 132016]],
  ['flow', [132068, 132069]],
  ['media', [131051, 131052, 131053]],
  ['server', [131000, 131016, 131057, 133004, 133005]],
  ['synchronization', [2593107, 2593108]],
];

/** Graph platform codes the services classified before the library, kept (decision 0007). */
const PLATFORM_ADDITIONS: Array<[GraphErrorCategory, number[]]> = [
  ['throttling', [17, 32, 613]],
  ['authorization', [102, 104]],
  ['server', [1, 2]],
];

describe('categoryOfCode', () => {
  it.each(REFERENCE_TABLE.flatMap(([category, codes]) => codes.map((code) => [code, category] as const)))('§1.15: code %s → %s', (code, category) => {
    expect(categoryOfCode(code)).toBe(category);
  });

  it.each(PLATFORM_ADDITIONS.flatMap(([category, codes]) => codes.map((code) => [code, category] as const)))(
    'Graph platform: code %s → %s',
    (code, category) => {
      expect(categoryOfCode(code)).toBe(category);
    },
  );

  it.each([100, 33, 131026, 131049, 131050, 133010, 199, 300, 2494191])('code %s is in no category', (code) => {
    expect(categoryOfCode(code)).toBeUndefined();
  });
});

describe('classifyGraphError', () => {
  it('the code decides over the HTTP status', () => {
    expect(classifyGraphError(190, 500)).toBe('authorization');
    expect(classifyGraphError(130429, 400)).toBe('throttling');
    expect(classifyGraphError(131000, 400)).toBe('server');
    expect(classifyGraphError(10, 500)).toBe('permission');
  });

  it.each([
    [401, 'authorization'],
    [403, 'permission'],
    [429, 'throttling'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
    [400, 'other'],
    [404, 'other'],
    [200, 'other'],
    [0, 'transport'],
  ] as const)('an unknown code or no code at HTTP %s → %s', (status, category) => {
    expect(classifyGraphError(undefined, status)).toBe(category);
    expect(classifyGraphError(999, status)).toBe(category);
  });
});

describe('retryHintOf', () => {
  const hint = (code: number | undefined, httpStatus: number, isTransient?: boolean) =>
    retryHintOf({ category: classifyGraphError(code, httpStatus), code, httpStatus, isTransient });

  it.each([131049, 131050, 131047, 368, 130497, 131031])('do_not_retry: %s', (code) => {
    expect(hint(code, 400)).toBe('do_not_retry');
  });

  it.each([0, 190, 102, 104])('refresh_token: %s', (code) => {
    expect(hint(code, 401)).toBe('refresh_token');
  });

  it.each([4, 17, 32, 613, 80007, 130429, 131048, 131056])('retry_after: throttling code %s', (code) => {
    expect(hint(code, 400)).toBe('retry_after');
  });

  it('retry: 5xx, server codes and no answer', () => {
    expect(hint(undefined, 502)).toBe('retry');
    expect(hint(999, 500)).toBe('retry');
    expect(hint(131000, 500)).toBe('retry');
    expect(hint(131057, 503)).toBe('retry');
    expect(hint(1, 500)).toBe('retry');
    expect(hint(undefined, 0)).toBe('retry');
  });

  it('fix_and_retry: everything else, unless the upstream flags the error transient', () => {
    for (const code of [100, 10, 200, 132000, 132068, 131051, 2593107, 131026, 133010]) expect(hint(code, 400)).toBe('fix_and_retry');
    expect(hint(undefined, 400)).toBe('fix_and_retry');
    expect(hint(100, 400, true)).toBe('retry');
    expect(hint(131047, 400, true)).toBe('do_not_retry');
  });

  it('only retry and retry_after are retryable', () => {
    expect(isRetryableHint('retry')).toBe(true);
    expect(isRetryableHint('retry_after')).toBe(true);
    expect(isRetryableHint('fix_and_retry')).toBe(false);
    expect(isRetryableHint('refresh_token')).toBe(false);
    expect(isRetryableHint('do_not_retry')).toBe(false);
  });
});

describe('GraphError', () => {
  it('carries category, hint and retryable from its code and status', () => {
    const e = new GraphError({ kind: 'graph', httpStatus: 400, message: '(#130429) Rate limit hit', code: 130429, retryAfterMs: 4000 });
    expect(e).toMatchObject({ category: 'throttling', retry: 'retry_after', retryable: true, retryAfterMs: 4000 });
    const t = new GraphError({ kind: 'graph', httpStatus: 401, message: 'Invalid OAuth access token', code: 190, subcode: 463 });
    expect(t).toMatchObject({ category: 'authorization', retry: 'refresh_token', retryable: false });
  });

  it('transport and timeout are their own category, retryable', () => {
    for (const kind of ['transport', 'timeout'] as const) {
      expect(new GraphError({ kind, httpStatus: 0, message: 'x' })).toMatchObject({ category: 'transport', retry: 'retry', retryable: true });
    }
  });

  it('objectNotFound is Graph 100/33 only', () => {
    expect(new GraphError({ kind: 'graph', httpStatus: 400, message: 'x', code: 100, subcode: 33 }).objectNotFound).toBe(true);
    expect(new GraphError({ kind: 'graph', httpStatus: 400, message: 'x', code: 100 }).objectNotFound).toBe(false);
  });
});
