/**
 * Reading an account's funding state: how many SQL statements EnsureFunding and
 * ListPortfolioAccounts send, counted with knex's 'query' event on the service's own pool
 * (transaction statements, BEGIN and COMMIT included), and the bound on the per-account lock.
 * Background work is off (no workers, sweeper or usage consumer) so only the call under test
 * queries; the outbox relay's polling of its own table is left out of the count.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureSolution, dropTestState, rejection, seedFixture, startFunding, startSim, type FundingUnderTest, type Sim } from './support';

/** The per-account lock bound of this file's server, short so contention shows quickly. */
const LOCK_TIMEOUT_MS = 300;

let sim: Sim;
let f: FundingUnderTest;

beforeAll(async () => {
  sim = await startSim();
  f = await startFunding(sim, { workers: false, sweeper: false, usageConsumer: false, env: { FUNDING_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS) } });
}, 30_000);

afterAll(async () => {
  await f?.stop();
  if (f) await dropTestState(f);
  await sim?.stop();
});

/** The SQL statements `fn` makes the service send (the outbox relay's polling aside). */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (q: { sql: string }) => {
    if (!/\boutbox\b/i.test(q.sql)) seen.push(q.sql);
  };
  f.svc.db.knex.on('query', listener);
  try {
    await fn();
  } finally {
    f.svc.db.knex.off('query', listener);
  }
  return seen;
}

/**
 * Bounds stated by this test (BEGIN and COMMIT count as statements; before the state was read once,
 * a new account took 24 and a known one 14):
 * - a new account: 8 — the active solutions; the account's state; BEGIN; the lock; portfolio and
 *   membership; the state again under the lock; the run; COMMIT;
 * - a known account whose run is reused: 6 — the same without the two inserts.
 */
const NEW_ACCOUNT_BOUND = 8;
const KNOWN_ACCOUNT_BOUND = 6;

describe('EnsureFunding reads the account state once', () => {
  it(`a new account takes at most ${NEW_ACCOUNT_BOUND} statements, a known one at most ${KNOWN_ACCOUNT_BOUND}`, async () => {
    const projectId = randomUUID();
    const fx = await seedFixture(sim);
    await configureSolution(f, projectId, fx);
    const ensure = () => f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });

    const first = await statementsOf(async () => expect((await ensure()).in_progress).toBe(true));
    expect(first.length, first.join('\n')).toBeLessThanOrEqual(NEW_ACCOUNT_BOUND);

    const again = await statementsOf(async () => expect((await ensure()).in_progress).toBe(true));
    expect(again.length, again.join('\n')).toBeLessThanOrEqual(KNOWN_ACCOUNT_BOUND);
  });
});

describe('ListPortfolioAccounts has no N+1', () => {
  it('sends the same number of statements for one account and for five', async () => {
    const counts: number[] = [];
    for (const extra of [0, 4]) {
      const projectId = randomUUID();
      const fx = await seedFixture(sim, { extraWabas: extra });
      await configureSolution(f, projectId, fx);
      for (const wabaId of [fx.wabaId, ...fx.extraWabaIds]) {
        await f.call('EnsureFunding', { project_id: projectId, waba_id: wabaId, business_portfolio_id: fx.portfolioId });
      }
      const statements = await statementsOf(async () => {
        const r = await f.call('ListPortfolioAccounts', { project_id: projectId, portfolio_id: fx.portfolioId, page: { page: 1, per_page: 10 } });
        expect(r.accounts).toHaveLength(1 + extra);
        expect(r.accounts.every((a) => a.funding?.operation?.status === 'FUNDING_RUN_STATUS_PENDING')).toBe(true);
      });
      counts.push(statements.length);
    }
    expect(counts[1]).toBe(counts[0]);
    // Portfolio, page total, and the page with each account's state.
    expect(counts[0]).toBeLessThanOrEqual(3);
  });
});

describe('EnsureFunding waits a bounded time for the account lock', () => {
  it('a lock held past FUNDING_LOCK_TIMEOUT_MS answers FUNDING_CONTENTION, then the next request goes through', async () => {
    const projectId = randomUUID();
    const fx = await seedFixture(sim);
    await configureSolution(f, projectId, fx);
    const ensure = () => f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const held = new Promise<void>((r) => (locked = r));
    // Another holder of the same per-account advisory lock (the key the accounts repository uses).
    const holder = f.svc.db.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`funding:${projectId}:${fx.wabaId}`]);
      locked();
      await released;
    });
    await held;
    const started = Date.now();
    const err = await rejection(ensure());
    const waited = Date.now() - started;
    release();
    await holder;
    expect([err.code, err.reason]).toEqual([14, 'FUNDING_CONTENTION']);
    expect(waited).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS - 50);
    expect((await ensure()).in_progress).toBe(true);
  });
});
