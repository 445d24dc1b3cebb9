/**
 * Group commit of plain writes (the send path's outbox writes, decision 0238) on the real Postgres. Risks removed:
 * a send answered before its outbound record is durable, one failing write taking the others of its
 * group down, a database failure answered as success, and concurrent sends still paying one
 * transaction each.
 */
import { createDb, type Db, type Migration } from './index';
import { TEST_DATABASE_URL, uniqueTestName } from './test-support';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WriteGroup } from './group-commit';

const migrations: Migration[] = [
  {
    name: '0001_items',
    async up(k: Knex) {
      await k.schema.createTable('items', (t) => {
        t.text('id').primary();
        t.bigInteger('txid').notNullable();
      });
    },
  },
];
const schema = uniqueTestName('write_group');
let db: Db;
let observer: Knex;

beforeAll(async () => {
  db = await createDb({ url: TEST_DATABASE_URL, schema, migrations, pool: { max: 4 } });
  observer = knex({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
});
afterAll(async () => {
  await observer?.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await observer?.destroy();
  await db?.close();
});

const insert = (id: string) => async (trx: Knex.Transaction) => {
  await trx.raw('insert into items (id, txid) values (?, txid_current())', [id]);
};
/** Whether another connection sees the row (committed). */
const visible = async (id: string) => Boolean(await observer.withSchema(schema).table('items').where({ id }).first());

describe('WriteGroup', () => {
  it('concurrent writes share one transaction, and each caller is answered only once its row is visible to others', async () => {
    const commits = new WriteGroup(db);
    const ids = Array.from({ length: 40 }, (_, i) => `a${i}`);
    const seenAtAnswer = await Promise.all(ids.map((id) => commits.run(insert(id)).then(() => visible(id))));
    expect(seenAtAnswer.every(Boolean)).toBe(true);
    const rows = await db.knex('items').whereIn('id', ids).select('txid');
    // 40 writes in far fewer transactions than 40 (the first group holds at least those of the first turn).
    expect(new Set(rows.map((r) => String(r.txid))).size).toBeLessThan(10);
  });

  it('one failing write fails only its caller; the others of its group commit', async () => {
    const commits = new WriteGroup(db);
    const outcomes = await Promise.allSettled([
      commits.run(insert('b1')),
      commits.run(async () => {
        throw new Error('bad write');
      }),
      commits.run(insert('b3')),
      commits.run(insert('b1')), // a duplicate key: Postgres refuses it
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect([await visible('b1'), await visible('b3')]).toEqual([true, true]);
  });

  it('begin and beforeCommit frame every transaction of the group: what the writes held is written once per transaction, before its commit', async () => {
    // A stand-in for held outbox events: each write notes its id, beforeCommit inserts all of them in one statement.
    const notes = new WeakMap<Knex.Transaction, string[]>();
    const statements: number[] = [];
    const commits = new WriteGroup(db, {
      begin: (trx) => notes.set(trx, []),
      beforeCommit: async (trx) => {
        const ids = notes.get(trx)!;
        statements.push(ids.length);
        await trx.raw(`insert into items (id, txid) select unnest(?::text[]), txid_current()`, [ids]);
      },
    });
    const note = (id: string) => async (trx: Knex.Transaction) => void notes.get(trx)!.push(id);
    const ids = Array.from({ length: 30 }, (_, i) => `d${i}`);
    const seenAtAnswer = await Promise.all(ids.map((id) => commits.run(note(id)).then(() => visible(id))));
    expect(seenAtAnswer.every(Boolean)).toBe(true);
    // Every id written once, by fewer statements than writes (one per transaction).
    expect(statements.reduce((a, b) => a + b, 0)).toBe(30);
    expect(statements.length).toBeLessThan(30);
    const rows = await db.knex('items').whereIn('id', ids).select('txid');
    expect(new Set(rows.map((r) => String(r.txid))).size).toBe(statements.length);
    // A failing write: its group is retried one write per transaction, each framed again; the bad one alone fails.
    const outcomes = await Promise.allSettled([
      commits.run(note('e1')),
      commits.run(async () => {
        throw new Error('bad write');
      }),
      commits.run(note('e3')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect([await visible('e1'), await visible('e3')]).toEqual([true, true]);
  });

  it('a database failure fails every caller of the group; nothing is answered as written', async () => {
    const broken = new WriteGroup({
      transaction: (fn) =>
        db.transaction(async (trx) => {
          await fn(trx);
          throw new Error('commit failed');
        }),
    });
    const outcomes = await Promise.allSettled(['c1', 'c2', 'c3'].map((id) => broken.run(insert(id))));
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect([await visible('c1'), await visible('c2'), await visible('c3')]).toEqual([false, false, false]);
    // The committer goes on after a failed group.
    const commits = new WriteGroup(db);
    await commits.run(insert('c4'));
    expect(await visible('c4')).toBe(true);
  });
});
