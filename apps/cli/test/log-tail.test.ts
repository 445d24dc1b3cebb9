/**
 * `logs tail`'s forward tail over a list route (decision 0028), on a fake of the list's contract
 * (newest first, `since`, `after` cursor paging): each entry printed once and oldest first, an entry
 * written late (its created_at before ones already printed) still printed within the lag, pages followed.
 */
import { describe, expect, it } from 'vitest';
import type { Api } from '../src/api';
import { LogTail, TAIL_LAG_MS } from '../src/log-tail';

interface Row {
  id: string;
  created_at: string;
}

/** A fake request log: GET /api_logs with since/limit/after as the gateway answers it. */
function fakeApi(rows: Row[]): { api: Api; calls: Array<Record<string, unknown>> } {
  const calls: Array<Record<string, unknown>> = [];
  const GET = async (_path: string, init: { params: { query: { since: string; limit: number; after?: string } } }) => {
    const q = init.params.query;
    calls.push(q);
    const sorted = rows.filter((r) => r.created_at >= q.since).sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
    const from = q.after ? sorted.findIndex((r) => r.id === q.after) + 1 : 0;
    const page = sorted.slice(from, from + q.limit);
    const more = from + q.limit < sorted.length;
    const body = { data: page, paging: { cursors: { after: page.at(-1)?.id ?? null }, next: more ? 'next' : null } };
    return { data: body, response: new Response(null, { status: 200 }) };
  };
  return { api: { client: { GET } as never, baseUrl: 'http://x/platform/v1', headers: {} }, calls };
}

const at = (base: number, ms: number) => new Date(base + ms).toISOString();

describe('LogTail', () => {
  it('prints each new entry once, oldest first, and a late-written one within the lag', async () => {
    const t0 = Date.parse('2026-01-01T00:00:00.000Z');
    const rows: Row[] = [{ id: 'old', created_at: at(t0, -60_000) }];
    const { api } = fakeApi(rows);
    const tail = new LogTail(api, 'api', {}, new Date(t0));
    expect(await tail.poll()).toEqual([]);
    rows.push({ id: 'b', created_at: at(t0, 2000) }, { id: 'a', created_at: at(t0, 1000) });
    expect((await tail.poll()).map((e) => e.id)).toEqual(['a', 'b']);
    expect(await tail.poll()).toEqual([]);
    // Written after 'b' was printed, but stamped before it (a batched write): still printed, once.
    rows.push({ id: 'late', created_at: at(t0, 1500) });
    expect((await tail.poll()).map((e) => e.id)).toEqual(['late']);
    // Beyond the lag, an entry stamped that far back is not one of the tail's.
    rows.push({ id: 'too-late', created_at: at(t0, 2000 - TAIL_LAG_MS - 1) });
    expect(await tail.poll()).toEqual([]);
  });

  it('follows the pages of a burst larger than one page', async () => {
    const t0 = Date.parse('2026-01-01T00:00:00.000Z');
    const rows: Row[] = [];
    const { api, calls } = fakeApi(rows);
    const tail = new LogTail(api, 'external', { errors_only: 'true' }, new Date(t0));
    for (let i = 0; i < 250; i++) rows.push({ id: `e${String(i).padStart(3, '0')}`, created_at: at(t0, i + 1) });
    const got = await tail.poll();
    expect(got).toHaveLength(250);
    expect(got.map((e) => e.id)).toEqual(rows.map((r) => r.id));
    expect(got.every((e) => e.log === 'external')).toBe(true);
    expect(calls.at(-1)).toMatchObject({ errors_only: 'true', limit: 100 });
  });
});
