import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTrigram } from './index';
import { TEST_DATABASE_URL, uniqueTestName } from './test-support';

// Two services migrating a fresh database at once (a first deploy starts them together): both pass
// "create extension if not exists pg_trgm", the second waits for the first's uncommitted row and then
// collides. Each migration runs in a transaction, which must go on after the collision.
const database = uniqueTestName('trgm_race');
let admin: Knex;
let fresh: Knex;

beforeAll(async () => {
  admin = knexFactory({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`create database "${database}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  fresh = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 4 } });
});

afterAll(async () => {
  await fresh?.destroy();
  await admin.raw(`drop database if exists "${database}"`);
  await admin.destroy();
});

describe('ensureTrigram', () => {
  it('two migrations creating pg_trgm at once on a fresh database both commit and go on', async () => {
    expect((await fresh.raw(`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`)).rows[0].n).toBe(0);
    let firstHolds!: () => void;
    const held = new Promise<void>((r) => (firstHolds = r));
    let releaseFirst!: () => void;
    const release = new Promise<void>((r) => (releaseFirst = r));
    const first = fresh.transaction(async (trx) => {
      await ensureTrigram(trx);
      firstHolds();
      await release;
      await trx.raw('create table first_after (id int)');
    });
    await held;
    const second = fresh.transaction(async (trx) => {
      await ensureTrigram(trx);
      // The migration's next statement: in an aborted transaction it would fail with 25P02.
      await trx.raw('create table second_after (id int)');
    });
    // The second waits on the first's uncommitted extension row; let the first commit.
    await new Promise((r) => setTimeout(r, 300));
    releaseFirst();
    await Promise.all([first, second]);
    const tables = await fresh.raw(`select count(*)::int as n from pg_tables where tablename in ('first_after', 'second_after')`);
    expect(tables.rows[0].n).toBe(2);
  });
});
