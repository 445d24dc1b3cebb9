import { createDb, type Db, type Migration } from '@platform/db';
import { testInfra } from './infra';
import { uniqueName } from './unique-name';

/** Options of `createTestDb`. */
export type CreateTestDbOptions = {
  /** The service's migrations (include `outboxMigrations()` if it uses the outbox). */
  migrations: Migration[];
  /** Readable start of the schema name, e.g. the service name. */
  schemaPrefix: string;
  /** Postgres URL; default `testInfra().databaseUrl`. */
  url?: string;
};

/** A migrated database on a fresh schema, with `cleanup()` dropping the schema and closing the pool. */
export type TestDb = Db & {
  /** Drops the schema (CASCADE) and closes the pool. */
  cleanup(): Promise<void>;
};

/** Creates a unique schema on the test Postgres, migrated with `migrations`. */
export async function createTestDb(opts: CreateTestDbOptions): Promise<TestDb> {
  const schema = uniqueName(opts.schemaPrefix);
  const db = await createDb({ url: opts.url ?? testInfra().databaseUrl, schema, migrations: opts.migrations, pool: { min: 0, max: 5 } });
  return Object.assign(db, {
    async cleanup() {
      try {
        await db.knex.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await db.close();
      }
    },
  });
}
