/**
 * The one-statement hold (decision 0106) against Postgres, many at once on separate connections.
 * Risks removed: an over-commit when concurrent statements race on one account, a hold stored without
 * its price held (or the reverse), a second hold of one send key.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@platform/testing';
import { CreditsRepository, type NewHold } from '../../src/infra/db/credits.repository';
import { migrations } from '../../src/migrations';

let db: TestDb;
let repo: CreditsRepository;
const PRICE = 50_000n;

beforeAll(async () => {
  db = await createTestDb({ migrations, schemaPrefix: 'funding_hold' });
  repo = new CreditsRepository(db);
}, 30_000);
afterAll(async () => {
  await db?.cleanup();
});

const newHold = (projectId: string, sendKey: string, currency = 'USD'): NewHold => ({
  id: randomUUID(),
  projectId,
  sendKey,
  category: 'marketing',
  window: 'closed',
  region: 'BR',
  pricingType: 'regular',
  rateCardVersion: 1,
  amountMicros: PRICE,
  currency,
  allowanceMonth: null,
  wabaId: '100',
  phoneNumberId: '111',
});

async function account(projectId: string, balance: bigint): Promise<void> {
  await db
    .knex('credit_accounts')
    .insert({ project_id: projectId, currency: 'USD', balance_micros: balance.toString(), held_micros: 0, created_at: new Date(), updated_at: new Date() });
}

describe('holdIfAvailable', () => {
  it('60 concurrent one-statement holds against credits for 10: exactly 10 stored, held sum exact, the rest change nothing', async () => {
    const p = randomUUID();
    await account(p, 10n * PRICE);
    const results = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => repo.holdIfAvailable(newHold(p, `k${i}`), new Date())));
    const held = results.filter((r) => r.status === 'fulfilled' && r.value).map((r) => (r as PromiseFulfilledResult<{ hold: { sendKey: string } }>).value);
    expect(held).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(0);
    const acc = await db.knex('credit_accounts').where({ project_id: p }).first();
    expect(acc).toMatchObject({ balance_micros: String(10n * PRICE), held_micros: String(10n * PRICE) });
    const holds = await db.knex('credit_holds').where({ project_id: p }).pluck('send_key');
    expect(holds.sort()).toEqual(held.map((h) => h.hold.sendKey).sort());
  });

  it('the same send key 20 times at once: one hold, one price held; the losers fail or answer the existing hold', async () => {
    const p = randomUUID();
    await account(p, 5n * PRICE);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => repo.holdIfAvailable(newHold(p, 'same'), new Date())));
    const answered = results.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
    expect(answered.filter((a) => !a.existing)).toHaveLength(1);
    expect(new Set(answered.map((a) => a.hold.id)).size).toBe(1);
    expect(await db.knex('credit_holds').where({ project_id: p }).count({ n: '*' })).toEqual([{ n: '1' }]);
    expect((await db.knex('credit_accounts').where({ project_id: p }).first()).held_micros).toBe(String(PRICE));
    // A later call answers the existing hold with the account as it stands.
    const again = await repo.holdIfAvailable(newHold(p, 'same'), new Date());
    expect(again).toMatchObject({ existing: true, account: { heldMicros: PRICE, balanceMicros: 5n * PRICE } });
  });

  it('does nothing (undefined) without an account, in another currency, or for a released hold of the key', async () => {
    expect(await repo.holdIfAvailable(newHold(randomUUID(), 'k'), new Date())).toBeUndefined();
    const p = randomUUID();
    await account(p, 10n * PRICE);
    expect(await repo.holdIfAvailable(newHold(p, 'eur', 'EUR'), new Date())).toBeUndefined();
    const first = await repo.holdIfAvailable(newHold(p, 'rel'), new Date());
    expect(first).toMatchObject({ existing: false, account: { heldMicros: PRICE } });
    await db.knex('credit_holds').where({ id: first!.hold.id }).update({ status: 'released' });
    await db.knex('credit_accounts').where({ project_id: p }).update({ held_micros: 0 });
    expect(await repo.holdIfAvailable(newHold(p, 'rel'), new Date())).toBeUndefined();
    expect((await db.knex('credit_accounts').where({ project_id: p }).first()).held_micros).toBe('0');
  });
});
