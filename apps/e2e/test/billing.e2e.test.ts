/**
 * Billing reads through the gateway (decision 0104): a project's prepaid credits and its ledger,
 * cursor paged; each key reads its own project only (the routes take no id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ services: ['funding'], simulator: false });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const topUp = (projectId: string, amount: string, reference: string) =>
  stack.admin(['credits', 'top-up', '--project', projectId, '--amount', amount, '--reference', reference, '--json']);

describe('billing reads', () => {
  it('a new project has zero credits and an empty ledger; top-ups show in both, newest first, paged by cursor', async () => {
    const p = await stack.createProject('pro');
    const empty = await stack.api(p.apiKey, 'GET', '/billing/credits');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ currency: 'USD', balance_micros: 0, held_micros: 0, available_micros: 0 });
    const none = await stack.api(p.apiKey, 'GET', '/billing/credits/entries');
    expect(none.body).toEqual({ data: [], paging: { cursors: { before: null, after: null }, next: null, previous: null } });

    for (const [i, amount] of ['1', '2.5', '0.25'].entries()) await topUp(p.projectId, amount, `r${i}`);
    const balance = await stack.api(p.apiKey, 'GET', '/billing/credits');
    expect(balance.body.data).toMatchObject({ balance_micros: 3_750_000, available_micros: 3_750_000 });

    const first = await stack.api(p.apiKey, 'GET', '/billing/credits/entries?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((e: { amount_micros: number }) => e.amount_micros)).toEqual([250_000, 2_500_000]);
    expect(first.body.data[0]).toMatchObject({ kind: 'topup', currency: 'USD', balance_after_micros: 3_750_000, reference: 'r2', hold_id: null });
    const after = first.body.paging.cursors.after as string;
    expect(first.body.paging.next).toBe(`/platform/v1/billing/credits/entries?limit=2&after=${after}`);
    const second = await stack.api(p.apiKey, 'GET', `/billing/credits/entries?limit=2&after=${after}`);
    expect(second.body.data.map((e: { amount_micros: number }) => e.amount_micros)).toEqual([1_000_000]);
    expect(second.body.paging.next).toBeNull();
  }, 30_000);

  it('bad paging input is a 400 naming the parameter', async () => {
    const p = await stack.createProject('pro');
    for (const q of ['limit=0', 'limit=101', 'limit=0x10', 'after=zzz', `after=${Buffer.from('seq:0').toString('base64url')}`, 'after=%2B%2B']) {
      const r = await stack.api(p.apiKey, 'GET', `/billing/credits/entries?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.error).toMatch(/limit|after/);
    }
  }, 30_000);

  it("each key reads its own project's credits only", async () => {
    const a = await stack.createProject('pro');
    const b = await stack.createProject('pro');
    await topUp(b.projectId, '7.25', 'b-only');
    expect((await stack.api(a.apiKey, 'GET', '/billing/credits')).body.data.balance_micros).toBe(0);
    expect((await stack.api(a.apiKey, 'GET', '/billing/credits/entries')).body.data).toEqual([]);
    expect((await stack.api(b.apiKey, 'GET', '/billing/credits')).body.data.balance_micros).toBe(7_250_000);
    expect((await stack.api(a.apiKey, 'GET', '/billing/credits')).status).toBe(200);
    expect((await stack.api('mpk_not_a_key_________________________', 'GET', '/billing/credits')).status).toBe(401);
  }, 30_000);
});
