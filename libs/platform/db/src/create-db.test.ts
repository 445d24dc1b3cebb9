import { existsSync } from 'node:fs';
import { describe, expect, it, afterAll, beforeAll, vi } from 'vitest';
import knexFactory from 'knex';
import { createDb, migrate, engineOf, isRetryableTransactionError, type Db, type Migration } from './index';
import { TEST_DATABASE_URL, uniqueTestName } from './test-support';

const admin = knexFactory({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 2 } });
const schemas: string[] = [];

afterAll(async () => {
  for (const s of schemas) await admin.raw(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
  await admin.destroy();
});

const migrations: Migration[] = [
  {
    name: '001_items',
    async up(knex) {
      await knex.schema.createTable('items', (t) => {
        t.bigIncrements('id');
        t.text('name').notNullable();
        t.bigInteger('big').notNullable().defaultTo(0);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('items');
    },
  },
  {
    name: '002_counter',
    async up(knex) {
      await knex.schema.createTable('counter', (t) => {
        t.integer('id').primary();
        t.integer('value').notNullable();
      });
      await knex('counter').insert({ id: 1, value: 0 });
    },
  },
];

describe('createDb on Postgres', () => {
  it("sends the database client's own warnings to the service's logger, not the console", async () => {
    const entries: Array<{ obj: object; msg: string }> = [];
    const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Nothing listens on port 1: acquiring a connection fails, and knex reports it through its log hooks.
      const db = await createDb({
        url: 'postgres://postgres@127.0.0.1:1/postgres',
        schema: uniqueTestName('dblog'),
        migrations,
        migrate: false,
        logger: { warn: (obj, msg) => entries.push({ obj, msg }) },
      });
      await expect(db.knex.raw('select 1')).rejects.toThrow();
      await db.close();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries[0]).toMatchObject({ msg: 'database client warning', obj: { detail: expect.stringContaining('ECONNREFUSED') } });
      expect(logged).not.toHaveBeenCalled();
      expect(warned).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      warned.mockRestore();
    }
  });

  it('keeps each service in its own schema (tables and the migrations table land there, not in public)', async () => {
    const schema = uniqueTestName('dbt');
    schemas.push(schema);
    const db = await createDb({ url: TEST_DATABASE_URL, schema, migrations });
    try {
      expect(db.kind).toBe('postgres');
      expect(engineOf(db.knex)).toBe('postgres');
      expect(await db.transaction(async (trx) => engineOf(trx))).toBe('postgres');
      await db.knex('items').insert({ name: 'a', big: '9007199254740993' });
      const tables = await admin('information_schema.tables').where({ table_schema: schema }).pluck('table_name');
      expect(tables.sort()).toEqual(['counter', 'items', 'knex_migrations', 'knex_migrations_lock']);
      const row = await db.knex('items').first();
      expect(row.big).toBe('9007199254740993'); // int8 as string: no precision loss
    } finally {
      await db.close();
    }
  });

  // A co-located server is reached over its Unix socket (docs/operations.md): the URL names the socket directory.
  it.skipIf(!existsSync('/var/run/postgresql/.s.PGSQL.5432'))('reaches a local Postgres over its Unix socket (?host=<socket directory>)', async () => {
    const schema = uniqueTestName('dbt');
    schemas.push(schema);
    const db = await createDb({ url: 'postgres://postgres@localhost/postgres?host=%2Fvar%2Frun%2Fpostgresql', schema, migrations });
    try {
      await db.transaction((trx) => trx('items').insert({ name: 'over the socket' }));
      // The server sees a socket client: no client address.
      const [{ addr }] = (await db.knex.raw('SELECT inet_client_addr() AS addr')).rows;
      expect(addr).toBeNull();
      expect(await admin.withSchema(schema).from('items').pluck('name')).toEqual(['over the socket']);
    } finally {
      await db.close();
    }
  });

  it('lets several replicas migrate the same schema concurrently without failing or applying twice', async () => {
    const schema = uniqueTestName('dbt');
    schemas.push(schema);
    const dbs = await Promise.all(Array.from({ length: 4 }, () => createDb({ url: TEST_DATABASE_URL, schema, migrations, pool: { max: 2 } })));
    try {
      const applied = await admin.withSchema(schema).from('knex_migrations').pluck('name');
      expect(applied).toEqual(['001_items', '002_counter']);
      expect(await admin.withSchema(schema).from('counter').count({ n: '*' })).toEqual([{ n: '1' }]);
    } finally {
      await Promise.all(dbs.map((d) => d.close()));
    }
  });

  it('supports a standalone migration job (migrate: false, then migrate(db))', async () => {
    const schema = uniqueTestName('dbt');
    schemas.push(schema);
    await admin.raw(`CREATE SCHEMA "${schema}"`);
    const db = await createDb({ url: TEST_DATABASE_URL, schema, migrations, migrate: false });
    try {
      expect(await admin.schema.withSchema(schema).hasTable('items')).toBe(false);
      await migrate(db);
      expect(await admin.schema.withSchema(schema).hasTable('items')).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('retries a unit of work that loses a real serialization conflict, and the result stays consistent', async () => {
    const schema = uniqueTestName('dbt');
    schemas.push(schema);
    const db = await createDb({ url: TEST_DATABASE_URL, schema, migrations });
    try {
      let attempts = 0;
      // Four serializable read-modify-writes of one row. Each first attempt waits until all four have read the
      // row before writing, so the conflict happens however the machine schedules them: without retries three
      // would fail with 40001.
      const n = 4;
      let read = 0;
      let release!: () => void;
      const allRead = new Promise<void>((resolve) => (release = resolve));
      await Promise.all(
        Array.from({ length: n }, () => {
          let mine = 0;
          return db.transaction(
            async (trx) => {
              attempts++;
              mine++;
              const { value } = await trx('counter').where({ id: 1 }).first();
              if (mine === 1) {
                if (++read === n) release();
                await allRead;
              }
              await trx('counter')
                .where({ id: 1 })
                .update({ value: value + 1 });
            },
            { isolationLevel: 'serializable', maxAttempts: 20 },
          );
        }),
      );
      expect((await db.knex('counter').where({ id: 1 }).first()).value).toBe(n);
      expect(attempts).toBeGreaterThanOrEqual(n + n - 1);
    } finally {
      await db.close();
    }
  });

  it('does not retry other errors, and gives up after maxAttempts', async () => {
    const schema = uniqueTestName('dbt');
    schemas.push(schema);
    const db = await createDb({ url: TEST_DATABASE_URL, schema, migrations });
    try {
      let calls = 0;
      await expect(
        db.transaction(
          async () => {
            calls++;
            throw Object.assign(new Error('conflict'), { code: '40001' });
          },
          { maxAttempts: 3 },
        ),
      ).rejects.toThrow('conflict');
      expect(calls).toBe(3);
      calls = 0;
      await expect(
        db.transaction(async () => {
          calls++;
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(calls).toBe(1);
      expect(isRetryableTransactionError({ code: '40P01' })).toBe(true);
    } finally {
      await db.close();
    }
  });
});

describe('createDb on embedded PGlite', () => {
  // One in-memory instance for the block (opening one costs ~2 s); `holder` keeps it open between tests.
  const dataDir = `memory://${uniqueTestName('pgl')}`;
  let holder: Db;
  beforeAll(async () => {
    holder = await createDb({ schema: 'holder', migrations: [], dataDir });
  });
  afterAll(() => holder.close());

  it('shares one instance between services, each isolated in its own schema even with interleaved transactions', async () => {
    const a: Db = await createDb({ schema: 'svc_a', migrations, dataDir });
    const b: Db = await createDb({ schema: 'svc_b', migrations, dataDir });
    try {
      expect(a.kind).toBe('pglite');
      expect(engineOf(b.knex)).toBe('pglite');
      expect(await b.transaction(async (trx) => engineOf(trx))).toBe('pglite');
      // A transaction of a waits on purpose while b works: b must neither see a's rows nor write into a's schema.
      let releaseA!: () => void;
      const aHolds = new Promise<void>((r) => (releaseA = r));
      const txA = a.transaction(async (trx) => {
        await trx('items').insert({ name: 'from-a', big: '9007199254740993' });
        await aHolds;
      });
      const writesB = Promise.all(Array.from({ length: 5 }, (_, i) => b.transaction((trx) => trx('items').insert({ name: `from-b-${i}` }))));
      setTimeout(releaseA, 50);
      await Promise.all([txA, writesB]);
      expect(await a.knex('items').pluck('name')).toEqual(['from-a']);
      expect((await b.knex('items').pluck('name')).sort()).toEqual(['from-b-0', 'from-b-1', 'from-b-2', 'from-b-3', 'from-b-4']);
      const row = await a.knex('items').first();
      expect(row.big).toBe('9007199254740993'); // INT8 parser: string, as on pg
      const [{ n }] = await b.knex('items').count({ n: '*' });
      expect(n).toBe('5');
    } finally {
      await a.close();
    }
    // b still works after a closed: the shared instance is refcounted.
    expect(await b.knex('items').count({ n: '*' })).toEqual([{ n: '5' }]);
    await b.close();
  });

  it('answers the affected-row count of update and delete as pg does (a raw result object once made a delete loop spin forever)', async () => {
    const a = await createDb({ schema: 'svc_d', migrations, dataDir });
    try {
      await a.knex('items').insert([{ name: 'x' }, { name: 'x' }, { name: 'y' }]);
      expect(await a.knex('items').where({ name: 'y' }).update({ name: 'z' })).toBe(1);
      expect(await a.knex('items').where({ name: 'x' }).delete()).toBe(2);
      expect(await a.transaction((trx) => trx('items').where({ name: 'nope' }).del())).toBe(0);
      expect(await a.knex('items').where({ name: 'z' }).delete(['name'])).toEqual([{ name: 'z' }]);
    } finally {
      await a.close();
    }
  });

  it('rolls back a failed transaction without leaking into other services', async () => {
    const a = await createDb({ schema: 'svc_c', migrations, dataDir });
    try {
      await expect(
        a.transaction(async (trx) => {
          await trx('items').insert({ name: 'x' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await a.knex('items').count({ n: '*' })).toEqual([{ n: '0' }]);
    } finally {
      await a.close();
    }
  });
});

/** The same checks of `db.query` on either engine. */
async function checkQuery(db: Db): Promise<void> {
  await db.knex('items').insert([
    { name: 'q1', big: '9007199254740993' },
    { name: 'q2', big: '2' },
    { name: 'other', big: '3' },
  ]);
  const sql = 'select name, big from items where name like $1 order by name';
  // Named: prepared once per connection, then reused, with new parameters each time.
  for (let i = 0; i < 3; i++) {
    const rows = await db.query<{ name: string; big: string }>(sql, ['q%'], { name: 'items.by_prefix' });
    expect(rows).toEqual([
      { name: 'q1', big: '9007199254740993' },
      { name: 'q2', big: '2' },
    ]);
  }
  expect(await db.query(sql, ['oth%'], { name: 'items.by_prefix' })).toEqual([{ name: 'other', big: '3' }]);
  expect(await db.query('select count(*)::int as n from items where big > $1', ['2'])).toEqual([{ n: 2 }]);
  // An array parameter (one statement for any number of values).
  expect(await db.query('select name from items where name = any($1::text[]) order by name', [['q2', 'other', 'absent']], { name: 'items.by_names' })).toEqual([
    { name: 'other' },
    { name: 'q2' },
  ]);
  // Failures reject and give the connection back: more failures than the pool has connections, then a success.
  for (let i = 0; i < 12; i++)
    await expect(db.query('select * from no_such_table where id = $1', [i], { name: 'missing.table' })).rejects.toThrow(/no_such_table/);
  await expect(db.query('select $1::int as v', ['not a number'])).rejects.toThrow(/invalid input syntax/);
  expect(await db.query('select $1::int as v', [7], { name: 'literal.int' })).toEqual([{ v: 7 }]);
  // Nothing stored was touched by the failures.
  expect(await db.knex('items').count<{ count: string }[]>({ count: '*' })).toEqual([{ count: '3' }]);

  // queryIn: the statement runs on the transaction's own connection — it sees the transaction's rows, and
  // what it writes commits or rolls back with the transaction — named or not, several times in one transaction.
  const insert = 'insert into items (name, big) values ($1, $2) returning name';
  await db.transaction(async (trx) => {
    await trx('items').insert({ name: 't0', big: '10' });
    for (const name of ['t1', 't2']) expect(await db.queryIn(trx, insert, [name, '11'], { name: 'items.insert' })).toEqual([{ name }]);
    expect(await db.queryIn(trx, "select count(*)::int as n from items where name like 't%'", [])).toEqual([{ n: 3 }]);
  });
  expect(await db.query("select name from items where name like 't%' order by name", [])).toEqual([{ name: 't0' }, { name: 't1' }, { name: 't2' }]);
  await expect(
    db.transaction(async (trx) => {
      await db.queryIn(trx, insert, ['r1', '12'], { name: 'items.insert' });
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await db.query('select count(*)::int as n from items where name = $1', ['r1'])).toEqual([{ n: 0 }]);
}

describe('db.query and db.queryIn (raw, optionally prepared statements)', () => {
  it('on Postgres: parameters, named statements reused across calls, failures release the connection', async () => {
    const schema = uniqueTestName('dbq');
    schemas.push(schema);
    const db = await createDb({ url: TEST_DATABASE_URL, schema, migrations, pool: { min: 0, max: 2 } });
    try {
      await checkQuery(db);
    } finally {
      await db.close();
    }
  });

  it('on embedded PGlite: the same behaviour in the service schema', async () => {
    const db = await createDb({ schema: 'svc_q', migrations, dataDir: `memory://${uniqueTestName('pgq')}` });
    try {
      await checkQuery(db);
    } finally {
      await db.close();
    }
  });
});
