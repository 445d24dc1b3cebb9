/** keysetPage and keysetAfter on a real table: order, both directions, the flags, ties on the instant. */
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, keysetAfter, keysetPage, type Db, type Migration } from './index';
import { TEST_DATABASE_URL, uniqueTestName } from './test-support';

const admin = knexFactory({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
const schema = uniqueTestName('keyset');
let db: Db;

const migrations: Migration[] = [
  {
    name: '001_rows',
    async up(knex) {
      await knex.schema.createTable('rows', (t) => {
        t.uuid('id').primary();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.text('kind').notNullable();
      });
    },
  },
];

// 7 rows, newest first: r6 .. r0; r3 and r4 share an instant (the id breaks the tie).
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n === 4 ? 3 : n));
type Row = { id: string; created_at: Date; kind: string };

beforeAll(async () => {
  db = await createDb({ url: TEST_DATABASE_URL, schema, migrations });
  await db.knex('rows').insert(Array.from({ length: 7 }, (_, n) => ({ id: id(n), created_at: at(n), kind: n === 5 ? 'other' : 'x' })));
});
afterAll(async () => {
  await db.close();
  await admin.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.destroy();
});

const ids = (rows: Row[]) => rows.map((r) => r.id);
const base = () => db.knex('rows').where('kind', 'x').select('*');

describe('keysetPage', () => {
  it('pages newest first after a cursor, the id breaking ties on the instant', async () => {
    const p1 = await keysetPage<Row>(base(), 'created_at', 'id', { limit: 2 });
    expect(ids(p1.items)).toEqual([id(6), id(4)]);
    expect(p1).toMatchObject({ hasOlder: true, hasNewer: false });
    const p2 = await keysetPage<Row>(base(), 'created_at', 'id', { limit: 2, after: { at: p1.items[1].created_at, id: p1.items[1].id } });
    expect(ids(p2.items)).toEqual([id(3), id(2)]);
    expect(p2).toMatchObject({ hasOlder: true, hasNewer: true });
    const p3 = await keysetPage<Row>(base(), 'created_at', 'id', { limit: 2, after: { at: p2.items[1].created_at.toISOString(), id: p2.items[1].id } });
    expect(ids(p3.items)).toEqual([id(1), id(0)]);
    expect(p3).toMatchObject({ hasOlder: false, hasNewer: true });
  });

  it('goes back before a cursor (newest first in the page) and infers hasOlder', async () => {
    const back = await keysetPage<Row>(base(), 'created_at', 'id', { limit: 2, before: { at: at(1), id: id(1) } });
    expect(ids(back.items)).toEqual([id(3), id(2)]);
    expect(back).toMatchObject({ hasOlder: true, hasNewer: true });
    const top = await keysetPage<Row>(base(), 'created_at', 'id', { limit: 5, before: { at: at(2), id: id(2) } });
    expect(ids(top.items)).toEqual([id(6), id(4), id(3)]);
    expect(top).toMatchObject({ hasOlder: true, hasNewer: false });
  });

  it('exact: probes the other direction instead of inferring it', async () => {
    const gone = { at: new Date(Date.UTC(2025, 0, 1)), id: id(9) }; // older than every row (its own row deleted)
    expect(await keysetPage<Row>(base(), 'created_at', 'id', { limit: 2, before: gone }, { exact: true })).toMatchObject({ hasOlder: false, hasNewer: true });
    expect(await keysetPage<Row>(base(), 'created_at', 'id', { limit: 2, before: gone })).toMatchObject({ hasOlder: true });
    const newest = { at: new Date(Date.UTC(2027, 0, 1)), id: id(9) };
    expect(await keysetPage<Row>(base(), 'created_at', 'id', { limit: 2, after: newest }, { exact: true })).toMatchObject({ hasNewer: false, hasOlder: true });
    const mid = await keysetPage<Row>(base(), 'created_at', 'id', { limit: 1, after: { at: at(3), id: id(3) } }, { exact: true });
    expect(ids(mid.items)).toEqual([id(2)]);
    expect(mid).toMatchObject({ hasNewer: true, hasOlder: true });
    const empty = await keysetPage<Row>(db.knex('rows').where('kind', 'none'), 'created_at', 'id', { limit: 2 }, { exact: true });
    expect(empty).toEqual({ items: [], hasOlder: false, hasNewer: false });
  });

  it('takes qualified column names (joins)', async () => {
    const q = db.knex('rows as r').where('r.kind', 'x').select('r.*');
    const p = await keysetPage<Row>(q, 'r.created_at', 'r.id', { limit: 1, after: { at: at(3), id: id(3) } }, { exact: true });
    expect(ids(p.items)).toEqual([id(2)]);
    expect(p.hasNewer).toBe(true);
  });
});

describe('keysetAfter', () => {
  it('orders newest first and continues strictly after the bound', async () => {
    expect(ids(await keysetAfter(base(), 'created_at', 'id', undefined).limit(3))).toEqual([id(6), id(4), id(3)]);
    expect(ids(await keysetAfter(base(), 'created_at', 'id', { at: at(4), id: id(4) }).limit(3))).toEqual([id(3), id(2), id(1)]);
  });
});
