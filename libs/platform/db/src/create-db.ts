import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Db, TransactionOptions } from './db';
import { InCodeMigrationSource, type Migration } from './migration';
import { createPgliteKnex, PGLITE_CLIENT_MARK } from './pglite';
import { isRetryableTransactionError, retryDelayMs } from './retry';

/** Options of `createDb`. */
export type CreateDbOptions = {
  /** Postgres connection string. Absent: embedded PGlite (all-in-one mode). */
  url?: string;
  /** The service's schema: lowercase letters, digits and `_`, starting with a letter or `_`. */
  schema: string;
  /** The service's migrations, in order (append `outboxMigrations()` from @platform/bus if it publishes or consumes). */
  migrations: Migration[];
  /** Run pending migrations before returning; default true. Set false when a migration Job runs `migrate(db)`. */
  migrate?: boolean;
  /** Embedded only: PGlite data directory, default `.data/pglite`; `memory://<name>` keeps it in memory. */
  dataDir?: string;
  /** Postgres only: knex pool bounds; default min 0, max 10. */
  pool?: { min?: number; max?: number };
  /**
   * Where the database client's own warnings go (a connection that could not be acquired or ended, a
   * deprecation): the service's structured logger. Absent: knex prints them to the console.
   */
  logger?: { warn(obj: object, msg: string): void };
};

/** knex's log hooks writing to `logger` (its debug output dropped). */
function knexLog(logger: NonNullable<CreateDbOptions['logger']>): Knex.Config['log'] {
  const warn = (message: unknown) => logger.warn({ detail: message instanceof Error ? message.message : String(message) }, 'database client warning');
  return { warn, error: warn, deprecate: warn, debug: () => undefined };
}

type Internals = { url?: string; migrations: Migration[] };
const internals = new WeakMap<Db, Internals>();

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Default PGlite data directory of the all-in-one mode. */
export const DEFAULT_PGLITE_DATA_DIR = '.data/pglite';

/**
 * Opens the service's database. With `url`: knex + pg, search_path set to `schema` on every pooled
 * connection. Without: the process-wide PGlite instance for `dataDir`, shared by all services, each
 * in its own schema. The schema is created if missing and migrations run unless `migrate: false`.
 */
export async function createDb(opts: CreateDbOptions): Promise<Db> {
  if (!SCHEMA_NAME.test(opts.schema)) throw new Error(`invalid schema name: ${opts.schema}`);
  const schema = opts.schema;

  let knex: Knex;
  let release: () => Promise<void>;
  let kind: Db['kind'];
  if (opts.url) {
    kind = 'postgres';
    knex = knexFactory({
      client: 'pg',
      connection: opts.url,
      searchPath: [schema],
      pool: { min: opts.pool?.min ?? 0, max: opts.pool?.max ?? 10 },
      ...(opts.logger ? { log: knexLog(opts.logger) } : {}),
    });
    release = () => knex.destroy();
  } else {
    kind = 'pglite';
    const embedded = createPgliteKnex({ dataDir: opts.dataDir ?? DEFAULT_PGLITE_DATA_DIR, schema });
    knex = embedded.knex;
    release = embedded.release;
  }

  const db: Db = {
    kind,
    schema,
    knex,
    transaction: (fn, txOpts) => runTransaction(knex, fn, txOpts),
    query: (sql, values, queryOpts) => runQuery(knex, kind === 'pglite', sql, values, queryOpts?.name),
    queryIn: (trx, sql, values, queryOpts) => queryIn(trx, sql, values, queryOpts),
    close: release,
  };
  internals.set(db, { url: opts.url, migrations: opts.migrations });

  try {
    if (opts.migrate ?? true) await migrate(db);
    else if (kind === 'pglite') await ensureSchema(knex, schema);
  } catch (err) {
    await release();
    throw err;
  }
  return db;
}

async function runTransaction<T>(knex: Knex, fn: (trx: Knex.Transaction) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
  const maxAttempts = Math.max(1, opts.maxAttempts ?? 5);
  for (let attempt = 1; ; attempt++) {
    try {
      return await knex.transaction(fn, opts.isolationLevel ? { isolationLevel: opts.isolationLevel } : undefined);
    } catch (err) {
      if (attempt >= maxAttempts || !isRetryableTransactionError(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    }
  }
}

/** A pooled connection of either engine: pg.Client (named statements) or PGlite (parameters only). */
type RawConnection = { query(config: { name?: string; text: string; values: unknown[] } | string, values?: unknown[]): Promise<{ rows: unknown[] }> };

async function runQuery<R>(knex: Knex, embedded: boolean, sql: string, values: readonly unknown[], name: string | undefined): Promise<R[]> {
  const client = knex.client as { acquireConnection(): Promise<RawConnection>; releaseConnection(c: RawConnection): Promise<unknown> };
  const conn = await client.acquireConnection();
  // Seen like the builder's statements by whoever listens to knex's 'query' event (statement counts, debugging).
  (knex.client as { emit(event: string, data: unknown): void }).emit('query', { method: 'raw', sql, bindings: values, name });
  try {
    // PGlite is one in-process session: it takes the parameters but has no use for statement names.
    const res = embedded ? await conn.query(sql, [...values]) : await conn.query({ name, text: sql, values: [...values] });
    return res.rows as R[];
  } finally {
    await client.releaseConnection(conn);
  }
}

/**
 * `Db.queryIn` for code that holds only the transaction (a library writing in its caller's transaction):
 * one statement on the transaction's own connection — its client hands out that connection and never
 * releases it — prepared when named (on Postgres).
 */
export function queryIn<R = Record<string, unknown>>(trx: Knex.Transaction, sql: string, values: readonly unknown[], opts?: { name?: string }): Promise<R[]> {
  return runQuery<R>(trx, engineOf(trx) === 'pglite', sql, values, opts?.name);
}

async function ensureSchema(knex: Knex, schema: string): Promise<void> {
  await knex.raw(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
}

/**
 * Creates the schema if missing and applies pending migrations (the knex migrations table lives in
 * the schema). Safe to run from several replicas at once: on Postgres a session advisory lock per
 * schema serializes them, and knex's own lock re-reads completed migrations after waiting.
 */
export async function migrate(db: Db): Promise<void> {
  const info = internals.get(db);
  if (!info) throw new Error('migrate(db) needs a Db created by createDb');
  const config: Knex.MigratorConfig = {
    migrationSource: new InCodeMigrationSource(info.migrations),
    schemaName: db.schema,
    tableName: 'knex_migrations',
  };
  if (db.kind === 'pglite' || !info.url) {
    await ensureSchema(db.knex, db.schema);
    await db.knex.migrate.latest(config);
    return;
  }
  // A separate connection holds the lock so the migrator can use the pool freely.
  const lock = new pg.Client({ connectionString: info.url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`platform.migrate.${db.schema}`]);
    await ensureSchema(db.knex, db.schema);
    await db.knex.migrate.latest(config);
  } finally {
    await lock.end().catch(() => undefined); // ending the session releases the lock
  }
}

/** Engine of a knex instance or transaction: lets libraries skip Postgres-only features (LISTEN/NOTIFY) on PGlite. */
export function engineOf(knex: Knex | Knex.Transaction): Db['kind'] {
  const client = knex.client as Record<PropertyKey, unknown>;
  return client[PGLITE_CLIENT_MARK] === true ? 'pglite' : 'postgres';
}
