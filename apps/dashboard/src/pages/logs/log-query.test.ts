import { describe, expect, it } from 'vitest';
import { aroundLink, aroundQuery, correlationLink, httpStatusWords, keysOf, keySearchLink, logSearchQuery, sourceStateWords } from './log-query';

describe('logSearchQuery (the URL → GET /log_search)', () => {
  it.each([
    ['', '?limit=20'],
    ['q=131026', '?q=131026&limit=20'],
    ['q=%20%20', '?limit=20'],
    ['key=request_id:abc12345&key=status:failed', '?filter=request_id%3Dabc12345&filter=status%3Dfailed&limit=20'],
    ['key=nonsense:1&key=wamid:', '?limit=20'],
    ['problems_only=true&period=24h', '?problems_only=true&period=24h&limit=20'],
    ['period=24h&since=2026-01-01T00:00:00Z', '?since=2026-01-01T00%3A00%3A00Z&limit=20'],
    ['sources=request_log,external_api_log&order=asc', '?sources=request_log%2Cexternal_api_log&order=asc&limit=20'],
    ['order=desc', '?limit=20'],
  ])('%s → %s', (url, api) => {
    expect(logSearchQuery(new URLSearchParams(url))).toBe(api);
  });

  it('keeps at most five exact keys', () => {
    const p = new URLSearchParams();
    for (let i = 0; i < 7; i++) p.append('key', `wamid:w${i}`);
    expect(keysOf(p)).toHaveLength(5);
  });
});

describe('the around-a-moment view', () => {
  it.each([
    ['at=2026-01-01T10:00:00.123456Z&highlight=abc', '?around=2026-01-01T10%3A00%3A00.123456Z&window=15m&highlight=abc&limit=50'],
    ['at=2026-01-01T10:00:00Z&window=1h', '?around=2026-01-01T10%3A00%3A00Z&window=1h&limit=50'],
    ['at=2026-01-01T10:00:00Z&window=3d', '?around=2026-01-01T10%3A00%3A00Z&window=15m&limit=50'],
    ['at=yesterday', null],
    ['', null],
  ])('%s → %s', (url, api) => {
    expect(aroundQuery(new URLSearchParams(url))).toBe(api);
  });

  it("links a hit to its moment with the hit's resource highlighted", () => {
    expect(aroundLink({ occurred_at: '2026-01-01T10:00:00Z', resource_id: 'r1' })).toBe('around?at=2026-01-01T10%3A00%3A00Z&window=15m&highlight=r1');
  });
});

describe('correlation ids and keys', () => {
  it('searches a request id oldest first', () => {
    expect(correlationLink('req-123456')).toBe('search?key=request_id%3Areq-123456&order=asc');
    expect(keySearchLink('wamid', 'wamid.X')).toBe('search?key=wamid%3Awamid.X&order=asc');
    expect(keysOf(new URLSearchParams(correlationLink('req-123456').split('?')[1]))).toEqual([['request_id', 'req-123456']]);
  });
});

describe('words', () => {
  it.each([
    [0, 'No answer'],
    [200, '200 OK'],
    [302, '302 redirect'],
    [400, '400 client error'],
    [503, '503 server error'],
  ])('HTTP %s → %s', (s, label) => {
    expect(httpStatusWords(s).label).toBe(label);
  });
  it.each([
    ['searched', 'searched'],
    ['unavailable', 'unavailable (its service did not answer)'],
    ['not_applicable', 'not searched (lacks a key asked)'],
  ])('source %s → %s', (s, w) => {
    expect(sourceStateWords(s)).toBe(w);
  });
});
