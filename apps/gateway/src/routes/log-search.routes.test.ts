import { describe, expect, it } from 'vitest';
import { logSearchInputOf, logSearchQuery } from './log-search.routes';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const P = '3f1c2b9a-6d4e-4f00-9c2a-1b2c3d4e5f60';
const cursorOf = (o: Record<string, unknown>) => Buffer.from(JSON.stringify(o)).toString('base64url');
const ASC = cursorOf({ t: '2026-03-10T11:00:00.123456Z', s: 'request_log', i: 'abc', o: 'asc' });
const DESC = cursorOf({ t: '2026-03-10T11:00:00.123456Z', s: 'message_event', i: 'x1', o: 'desc' });

const input = (q: Record<string, unknown>) => logSearchInputOf(logSearchQuery.parse(q), P, NOW);
const problemOf = (q: Record<string, unknown>) => {
  const r = logSearchQuery.safeParse(q);
  return r.success ? 'accepted' : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
};

describe('GET /log_search query: accepted questions', () => {
  it('defaults: all sources, newest first, 20, no window, no keys', () => {
    expect(input({})).toEqual({
      projectId: P,
      sources: [],
      text: undefined,
      keys: {},
      problemsOnly: false,
      since: undefined,
      until: undefined,
      ascending: false,
      after: undefined,
      before: undefined,
      limit: 20,
      highlight: undefined,
    });
  });

  it('a q that is a wamid becomes the wamid key, not text', () => {
    const i = input({ q: 'wamid.HBgLMTQxNTU1NTAxMDE=' });
    expect(i.keys).toEqual({ wamid: 'wamid.HBgLMTQxNTU1NTAxMDE=' });
    expect(i.text).toBeUndefined();
    expect(input({ q: 'timeout 131047' }).text).toBe('timeout 131047');
  });

  it('named keys and filter pairs make one key map; unknown parameters are ignored', () => {
    const i = input({
      request_id: 'req-12345678',
      filter: ['status=500', 'event_type=message.failed'],
      workflow_id: 'ignored-not-a-named-key',
      colour: 'blue',
    });
    expect(i.keys).toEqual({ request_id: 'req-12345678', status: '500', event_type: 'message.failed' });
    expect(input({ filter: 'endpoint=/v1/messages' }).keys).toEqual({ endpoint: '/v1/messages' });
    // A value may itself hold "=".
    expect(input({ filter: 'wamid=wamid.ab==' }).keys).toEqual({ wamid: 'wamid.ab==' });
  });

  it('sources: a comma list, duplicates dropped', () => {
    expect(input({ sources: 'request_log,message_event,request_log' }).sources).toEqual(['request_log', 'message_event']);
  });

  it('period ends now; since/until as given', () => {
    expect(input({ period: '24h' })).toMatchObject({ since: new Date('2026-03-09T12:00:00.000Z'), until: undefined });
    expect(input({ since: '2026-03-01T00:00:00Z', until: '2026-03-02T00:00:00+01:00' })).toMatchObject({
      since: new Date('2026-03-01T00:00:00.000Z'),
      until: new Date('2026-03-01T23:00:00.000Z'),
    });
  });

  it('around: window either side (default 15m), oldest first by default', () => {
    expect(input({ around: '2026-03-10T10:00:00Z' })).toMatchObject({
      since: new Date('2026-03-10T09:45:00.000Z'),
      until: new Date('2026-03-10T10:15:00.000Z'),
      ascending: true,
    });
    expect(input({ around: '2026-03-10T10:00:00Z', window: '1h', order: 'desc' })).toMatchObject({
      since: new Date('2026-03-10T09:00:00.000Z'),
      until: new Date('2026-03-10T11:00:00.000Z'),
      ascending: false,
    });
  });

  it('cursors decode to a position of their order', () => {
    expect(input({ order: 'asc', after: ASC })).toMatchObject({
      ascending: true,
      after: { occurredAt: '2026-03-10T11:00:00.123456Z', source: 'request_log', id: 'abc' },
    });
    expect(input({ before: DESC })).toMatchObject({
      ascending: false,
      before: { occurredAt: '2026-03-10T11:00:00.123456Z', source: 'message_event', id: 'x1' },
    });
    // With around the default order is asc: an asc cursor fits.
    expect(input({ around: '2026-03-10T10:00:00Z', after: ASC }).after).toEqual({
      occurredAt: '2026-03-10T11:00:00.123456Z',
      source: 'request_log',
      id: 'abc',
    });
  });

  it('problems_only, highlight, limit', () => {
    expect(input({ problems_only: 'true', highlight: 'wamid.X', limit: '100' })).toMatchObject({ problemsOnly: true, highlight: 'wamid.X', limit: 100 });
  });
});

describe('GET /log_search query: every bad value is a 400 naming the parameter', () => {
  // [query, the parameter the error names]: hand-written.
  it.each([
    [{ q: '' }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ q: 'nul\u0000byte' }, 'q'],
    [{ wamid: '' }, 'wamid'],
    [{ request_id: 'a\u0001b' }, 'request_id'],
    [{ phone_number_id: 'x'.repeat(257) }, 'phone_number_id'],
    [{ filter: 'colour=blue' }, 'filter'],
    [{ filter: 'status' }, 'filter'],
    [{ filter: 'status=' }, 'filter'],
    [{ filter: ['status=1', 'status=2', 'status=3', 'status=4', 'status=5', 'status=6'] }, 'filter'],
    [{ filter: { status: '500' } }, 'filter'],
    [{ request_id: 'req-12345678', filter: 'request_id=req-other-1' }, 'filter'],
    [{ sources: 'request_log,elastic' }, 'sources'],
    [{ sources: ',' }, 'sources'],
    [{ problems_only: 'yes' }, 'problems_only'],
    [{ period: '1y' }, 'period'],
    [{ since: 'yesterday' }, 'since'],
    [{ since: '2026-03-02T00:00:00Z', until: '2026-03-01T00:00:00Z' }, 'since'],
    [{ period: '7d', since: '2026-03-01T00:00:00Z' }, 'period'],
    [{ around: '2026-03-01T00:00:00Z', period: '24h' }, 'around'],
    [{ around: '2026-03-01T00:00:00Z', until: '2026-03-02T00:00:00Z' }, 'around'],
    [{ around: '2026-03-01T00:00:00Z', window: '2h' }, 'window'],
    [{ window: '5m' }, 'window'],
    [{ order: 'up' }, 'order'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '1e1' }, 'limit'],
    [{ after: 'not-a-cursor' }, 'after'],
    [{ after: cursorOf({ t: '2026-03-10T11:00:00Z', s: 'elastic', i: 'a', o: 'asc' }) }, 'after'],
    [{ after: cursorOf({ t: 'soon', s: 'request_log', i: 'a', o: 'asc' }) }, 'after'],
    [{ after: ASC }, 'after'],
    [{ order: 'asc', before: DESC }, 'before'],
    [{ before: DESC, after: DESC }, 'before'],
    [{ q: 'wamid.A', wamid: 'wamid.B' }, 'q'],
    [{ highlight: '' }, 'highlight'],
  ])('%j → %s', (query, param) => {
    const problem = problemOf(query);
    expect(problem).not.toBe('accepted');
    expect(problem.split('; ').map((p) => p.split(':')[0])).toContain(param);
  });
});
