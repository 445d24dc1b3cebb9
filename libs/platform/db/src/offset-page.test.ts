/** offsetPage on a real table: the total of the filtered query, newest first, ties broken by id, pages past the end. */
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, offsetPage, type Db, type Migration } from './index';
import { TEST_DATABASE_URL, uniqueTestName } from './test-support';

const admin = knexFactory({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
const schema = uniqueTestName('offset_page');
let db: Db;

const migrations: Migration[] = [
  {
    name: '001_rows',
    async up(knex) {
      await knex.schema.createTable('rows', (t) => {
        t.text('id').primary();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.text('kind').notNullable();
      });
    },
  },
];

beforeAll(async () => {
  db = await createDb({ url: TEST_DATABASE_URL, schema, migrations });
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
  // r1..r5 of kind x (r3 and r4 at the same instant), o1 of another kind.
  await db.knex('rows').insert([
    { id: 'r1', created_at: at(1), kind: 'x' },
    { id: 'r2', created_at: at(2), kind: 'x' },
    { id: 'r3', created_at: at(3), kind: 'x' },
    { id: 'r4', created_at: at(3), kind: 'x' },
    { id: 'r5', created_at: at(5), kind: 'x' },
    { id: 'o1', created_at: at(9), kind: 'other' },
  ]);
});
afterAll(async () => {
  await db.close();
  await admin.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.destroy();
});

const order = { newest: 'created_at', tieBreak: 'id' };
const page = (n: number, per: number) => offsetPage(db.knex('rows').where('kind', 'x'), order, n, per, (r) => r.id as string);

describe('offsetPage', () => {
  it('counts the filtered rows and pages them newest first, the id breaking ties', async () => {
    expect(await page(1, 2)).toEqual({ items: ['r5', 'r4'], total: 5 });
    expect(await page(2, 2)).toEqual({ items: ['r3', 'r2'], total: 5 });
    expect(await page(3, 2)).toEqual({ items: ['r1'], total: 5 });
  });

  it('a page past the end is empty and still carries the total', async () => {
    expect(await page(4, 2)).toEqual({ items: [], total: 5 });
  });
});
