import { randomBytes } from 'node:crypto';
import { afterEach } from 'vitest';
import { createDb, type Db, type Migration } from '@platform/db';
import type { Bus } from './bus';
import { createBus } from './create-bus';
import { outboxMigrations } from './outbox';

// Local test helpers: this library's own tests cannot import @platform/testing (it depends on
// this library, and Nx forbids the cycle). Same defaults as @platform/testing.

/** Postgres URL of the test server. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** NATS URL of the test server. */
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** Unique lowercase name (schema, namespace) for this test run. */
export function uniqueTestName(prefix: string): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/** Polls `predicate` until it is true or `timeoutMs` passes. */
export async function waitUntil(predicate: () => boolean | Promise<boolean>, timeoutMs = 5000, intervalMs = 10): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Deletes every JetStream stream whose name starts with `<namespace>_`. */
export async function deleteNamespacedStreams(url: string, namespace: string): Promise<void> {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      if (name.startsWith(`${namespace}_`)) await jsm.streams.delete(name);
    }
  } finally {
    await nc.close();
  }
}

/** Registers cleanups run after each test, the last registered first (their errors ignored). */
export function cleanupAfterEach(): (cleanup: () => Promise<void>) => void {
  let cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    cleanups = [];
  });
  return (cleanup) => void cleanups.push(cleanup);
}

/**
 * A consumer-side effect table `effects`: one row per application of an event (`event_id` deliberately
 * not unique, so a double application is visible); `tx` adds the writing transaction's id.
 */
export function effectMigrations(opts: { tx?: boolean } = {}): Migration[] {
  return [
    {
      name: '001_effects',
      async up(knex) {
        await knex.schema.createTable('effects', (t) => {
          t.bigIncrements('id');
          t.text('event_id').notNullable();
          t.text('body').notNullable();
          if (opts.tx) t.bigInteger('tx').notNullable();
        });
      },
    },
  ];
}

/**
 * A fresh schema (named `schemaPrefix` + random) with `migrations` and the outbox tables, and a bus on
 * a fresh namespace `ns` with the ORDERS stream (`orders.>`); their teardown goes to `cleanup`.
 */
export async function ordersFixture(opts: {
  schemaPrefix: string;
  migrations: Migration[];
  poolMax: number;
  cleanup(f: () => Promise<void>): void;
}): Promise<{ db: Db; bus: Bus; ns: string }> {
  const ns = uniqueTestName('t');
  const schema = uniqueTestName(opts.schemaPrefix);
  const db = await createDb({ url: TEST_DATABASE_URL, schema, migrations: [...opts.migrations, ...outboxMigrations()], pool: { max: opts.poolMax } });
  const bus = await createBus({ url: TEST_NATS_URL, namespace: ns });
  await bus.ensureStream({ name: 'ORDERS', subjects: ['orders.>'] });
  opts.cleanup(async () => {
    await bus.close();
    await deleteNamespacedStreams(TEST_NATS_URL, ns);
    await db.knex.raw(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  });
  return { db, bus, ns };
}
