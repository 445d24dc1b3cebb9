/**
 * Funding resilience over HTTP, one process per app on real engines: 100 concurrent POSTs create one
 * run, and a SIGKILL of the funding process mid-run ends with the run completed or expired.
 */
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDING_TEST_ENV, fundingFixtures, poll, startStack, type Stack } from '../src';

let stack: Stack;
let fixtures: ReturnType<typeof fundingFixtures>;

beforeAll(async () => {
  stack = await startStack({ services: ['funding'], appEnv: { funding: FUNDING_TEST_ENV } });
  fixtures = fundingFixtures(stack);
}, 120_000);

afterAll(async () => {
  fixtures?.close();
  await stack?.stop();
});

const setup = (projectId: string, opts?: { configure?: boolean }) => fixtures.setup(projectId, opts);

describe('concurrency over HTTP', () => {
  it('100 concurrent POSTs for one account create exactly one run, and every response names it', async () => {
    const p = await stack.createProject('pro');
    const fx = await setup(p.projectId);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => stack.api(p.apiKey, 'POST', `/messaging/accounts/${fx.wabaId}/funding`, { business_portfolio_id: fx.portfolioId })),
    );
    const ok = results.filter((r) => r.status === 200 || r.status === 202);
    for (const r of results.filter((x) => !ok.includes(x))) expect(r.status).toBe(503);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((r) => r.body.data.operation.id)).size).toBe(1);
  }, 40_000);
});

describe('worker crash', () => {
  it('a SIGKILL of funding mid-run ends with the run completed or expired, never stuck', async () => {
    const p = await stack.createProject('pro');
    const fx = await setup(p.projectId);
    // Hold the credit-line call so the kill lands while the run is running.
    await stack.sim('POST', '/__sim/faults', {
      match: { method: 'POST', path: 'whatsapp_credit_sharing_and_attach' },
      kind: 'latency',
      latencyMs: 4000,
      times: 1,
    });
    const r = await stack.api(p.apiKey, 'POST', `/messaging/accounts/${fx.wabaId}/funding`, { business_portfolio_id: fx.portfolioId });
    expect(r.status).toBe(202);
    await poll(async () =>
      (await stack.api(p.apiKey, 'GET', `/messaging/accounts/${fx.wabaId}/funding`)).body.data.operation.status === 'running' ? true : undefined,
    );
    // The harness runs each app as one process (spawnTs), so this kills the worker itself.
    await stack.kill('funding', 'SIGKILL');
    await stack.restart('funding');
    const end = await poll(async () => {
      const g = await stack.api(p.apiKey, 'GET', `/messaging/accounts/${fx.wabaId}/funding`);
      // While funding restarts the gateway answers 503; keep polling.
      if (g.status !== 200) return undefined;
      return ['succeeded', 'expired'].includes(g.body.data.operation.status) ? g.body.data : undefined;
    }, 40_000);
    expect(end.operation.id).toBe(r.body.data.operation.id);
    // The run was resumed by the restarted worker after JetStream redelivered the unacked item.
    const db = knex({ client: 'pg', connection: stack.env.DATABASE_URL, pool: { min: 0, max: 1 } });
    try {
      const row = await db.withSchema(`${stack.id}_funding`).table('funding_runs').where({ id: end.operation.id }).first();
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await db.destroy();
    }
    expect(end.status).toBe(end.operation.status === 'succeeded' ? 'funded' : 'not_funded');
    // The credit line was shared once, even though the call was repeated after the crash.
    const state = await stack.sim('GET', '/__sim/state');
    expect(state.allocations.filter((a: { waba_id: string }) => a.waba_id === fx.wabaId)).toHaveLength(1);
  }, 60_000);
});
