import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, isInvalidValueError, isUniqueViolation, SqlState, type Db, type Migration } from './index';
import { isDatabaseUnavailable } from './errors';
import { PgliteWorker } from './pglite-worker';
import { uniqueTestName } from './test-support';

// PGlite in a worker thread (decision 0030): what crosses the thread boundary must be what the code
// on the main thread saw when PGlite ran there.

const migrations: Migration[] = [
  {
    name: '001_tables',
    async up(knex) {
      await knex.schema.createTable('parents', (t) => {
        t.integer('id').primary();
      });
      await knex.schema.createTable('things', (t) => {
        t.increments('id');
        t.text('name').notNullable().unique('things_name_key');
        t.integer('parent_id').references('id').inTable('parents').withKeyName('things_parent_fk');
        t.binary('data');
        t.timestamp('at', { useTz: true });
        t.jsonb('doc');
        t.bigInteger('big');
        t.specificType('tags', 'text[]');
      });
    },
  },
];

/** The proxy behind a Db on PGlite (the knex connection's `pglite`). */
function workerOf(db: Db): PgliteWorker {
  const config = (db.knex.client as { config: { connection: () => { pglite: PgliteWorker } } }).config;
  return config.connection().pglite;
}

describe('PGlite in a worker thread', () => {
  const dataDir = `memory://${uniqueTestName('pgw')}`;
  let db: Db;
  beforeAll(async () => {
    db = await createDb({ schema: 'svc_w', migrations, dataDir });
  });
  afterAll(() => db?.close());

  it('hands back a SQL error with its SQLSTATE and every field Postgres gives (unique, foreign key, not null, bad value)', async () => {
    await db.knex('things').insert({ name: 'dup' });
    const unique = await db
      .knex('things')
      .insert({ name: 'dup' })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(unique)).toBe(true);
    expect(unique).toBeInstanceOf(Error);
    expect(unique).toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
      table: 'things',
      schema: 'svc_w',
      detail: 'Key (name)=(dup) already exists.',
      severity: 'ERROR',
    });
    expect((unique as Error).message).toMatch(/duplicate key value violates unique constraint "things_name_key"/);

    const foreign = await db
      .knex('things')
      .insert({ name: 'orphan', parent_id: 42 })
      .catch((e: unknown) => e);
    expect(foreign).toMatchObject({ code: SqlState.foreignKeyViolation, constraint: 'things_parent_fk', table: 'things', schema: 'svc_w' });
    expect((foreign as { detail: string }).detail).toBe('Key (parent_id)=(42) is not present in table "parents".');

    const notNull = await db
      .knex('things')
      .insert({ name: null })
      .catch((e: unknown) => e);
    expect(notNull).toMatchObject({ code: '23502', column: 'name', table: 'things', schema: 'svc_w' });

    const badValue = await db.query('select $1::int as v', ['seven']).catch((e: unknown) => e);
    expect(isInvalidValueError(badValue)).toBe(true);
    expect(badValue).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "seven"' });
  });

  it('round-trips bytea, timestamps, JSON, INT8 and arrays as the driver on the main thread did', async () => {
    const data = Buffer.from([0, 1, 2, 254, 255]);
    const at = new Date('2026-03-10T10:00:00.123Z');
    // A Buffer inside a JSON value is stored as JSON.stringify stores it (its toJSON), not as a bag of indexes.
    const doc = { a: 1, nested: { list: [1, 'two', null], when: at }, raw: Buffer.from('hi') };
    await db.knex('things').insert({ name: 'typed', data, at, doc, big: '9007199254740993', tags: ['x', 'y'] });
    const row = await db.knex('things').where({ name: 'typed' }).first();
    expect(row.data).toBeInstanceOf(Uint8Array);
    expect([...row.data]).toEqual([0, 1, 2, 254, 255]);
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at.toISOString()).toBe('2026-03-10T10:00:00.123Z');
    expect(row.doc).toEqual({ a: 1, nested: { list: [1, 'two', null], when: '2026-03-10T10:00:00.123Z' }, raw: { type: 'Buffer', data: [104, 105] } });
    expect(row.big).toBe('9007199254740993');
    // A parameter that is an object (db.query; knex stringifies its own bindings) is serialised as JSON.stringify would here.
    const [echoed] = await db.query<{ doc: unknown }>('select $1::jsonb as doc', [doc]);
    expect(echoed.doc).toEqual(row.doc);
    expect(row.tags).toEqual(['x', 'y']);
    // Affected-row counts come back too (knex reads them for update and delete).
    expect(await db.knex('things').where({ name: 'typed' }).update({ big: '1' })).toBe(1);
  });

  it("holds the gate for a whole transaction: another service's statement issued meanwhile is not inside it (it survives the rollback)", async () => {
    const other = await createDb({ schema: 'svc_other', migrations, dataDir });
    try {
      let inserted!: () => void;
      const insertedOnce = new Promise<void>((r) => (inserted = r));
      const rolledBack = db
        .transaction(async (trx) => {
          await trx('things').insert({ name: 'in-trx' });
          inserted();
          await new Promise((r) => setTimeout(r, 150));
          throw new Error('roll back');
        })
        .catch((e: Error) => e.message);
      await insertedOnce;
      // Issued while the transaction is open: on the one session it may only run after the ROLLBACK.
      // (`.then` starts it now: a knex builder runs only when awaited.)
      const otherWrite = other
        .knex('things')
        .insert({ name: 'other-service' })
        .then(() => undefined);
      expect(await rolledBack).toBe('roll back');
      await otherWrite;
      expect(await other.knex('things').pluck('name')).toEqual(['other-service']);
      expect(await db.knex('things').where({ name: 'in-trx' }).pluck('name')).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('runs statements off the main thread: timers keep firing while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    try {
      const rows = await db.query<{ n: string }>('select count(*) as n from generate_series(1, 3000000) g where md5(g::text) like $1', ['a%']);
      expect(Number(rows[0].n)).toBeGreaterThan(100_000);
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(300);
    // On the main thread the statement held the loop for all of `took`: no tick at all.
    expect(ticks).toBeGreaterThan(Math.floor(took / 10 / 4));
  });
});

describe('PgliteWorker lifecycle', () => {
  it('ends its worker when the last user of the instance closes it, and answers later calls as an unavailable database', async () => {
    const dataDir = `memory://${uniqueTestName('pgc')}`;
    const a = await createDb({ schema: 'svc_a', migrations: [], dataDir });
    const b = await createDb({ schema: 'svc_b', migrations: [], dataDir });
    const worker = workerOf(a);
    expect(workerOf(b)).toBe(worker);
    let exited = false;
    void worker.exited.then(() => (exited = true));
    await a.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(exited).toBe(false); // b still holds it
    expect(await b.query('select 1 as one', [])).toEqual([{ one: 1 }]);
    await b.close();
    expect(await worker.exited).toBe(0);
    const late = await worker.query('select 1').catch((e: unknown) => e);
    expect(late).toMatchObject({ code: '57P01' });
    expect(isDatabaseUnavailable(late)).toBe(true);
  });

  it('reports a data directory it cannot open through waitReady, and close still ends the worker', async () => {
    // A file where the data directory should be.
    const worker = new PgliteWorker(__filename);
    await expect(worker.waitReady).rejects.toThrow(`could not open PGlite at ${__filename}: ErrnoError`);
    await worker.close();
    expect(typeof (await worker.exited)).toBe('number');
  });
});
