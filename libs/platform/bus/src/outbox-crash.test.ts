import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createDb, type Db } from '@platform/db';
import { createBus, outboxMigrations, startConsumer, startOutboxRelay, type Bus } from './index';
import { TEST_DATABASE_URL, TEST_NATS_URL, deleteNamespacedStreams, uniqueTestName, waitUntil } from './test-support';

const FIXTURE = path.join(__dirname, 'outbox-crash.fixture.ts');

/** Runs the fixture until it prints the stall line, SIGKILLs it there, returns the committed ids. */
function runAndKill(env: Record<string, string>, stallLine: string): Promise<{ ids: string[]; stalledOn: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let ids: string[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`fixture did not stall in time; output: ${out}`));
    }, 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const committed = /committed (\S+)\n/.exec(out);
      if (committed) ids = committed[1].split(',');
      const stalled = new RegExp(`${stallLine} (\\S+)\\n`).exec(out);
      if (stalled) {
        child.kill('SIGKILL');
        child.once('exit', (_code, signal) => {
          clearTimeout(timer);
          if (signal !== 'SIGKILL') reject(new Error(`fixture exited with ${signal}`));
          else resolve({ ids, stalledOn: stalled[1] });
        });
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== null) {
        clearTimeout(timer);
        reject(new Error(`fixture exited early with code ${code}; output: ${out}`));
      }
    });
  });
}

describe('outbox crash safety (real Postgres + NATS, relay killed with SIGKILL)', () => {
  let db: Db;
  let bus: Bus;
  const ns = uniqueTestName('t');
  const schema = uniqueTestName('crash_');

  beforeAll(async () => {
    db = await createDb({
      url: TEST_DATABASE_URL,
      schema,
      pool: { max: 4 },
      migrations: [
        ...outboxMigrations(),
        {
          name: '001_effects',
          up: (k) =>
            k.schema.createTable('effects', (t) => {
              t.text('event_id').notNullable();
            }),
        },
      ],
    });
    bus = await createBus({ url: TEST_NATS_URL, namespace: ns });
    await bus.ensureStream({ name: 'ORDERS', subjects: ['orders.>'] });
  });
  afterAll(async () => {
    await bus.close();
    await deleteNamespacedStreams(TEST_NATS_URL, ns);
    await db.knex.raw(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  });

  const env = () => ({
    FIXTURE_DATABASE_URL: TEST_DATABASE_URL,
    FIXTURE_NATS_URL: TEST_NATS_URL,
    FIXTURE_NAMESPACE: ns,
    FIXTURE_SCHEMA: schema,
    FIXTURE_COUNT: '3',
  });

  it('an outbox event survives a SIGKILL of the relay between commit and publish, and an idempotent consumer applies it exactly once', async () => {
    // Kill 1: after commit, before anything is published. Kill 2: after the broker acked a publish
    // but before the row was marked published (the relay's retry is a real duplicate publish).
    const a = await runAndKill({ ...env(), FIXTURE_MODE: 'before-publish' }, 'stalled-before-publish');
    const b = await runAndKill({ ...env(), FIXTURE_MODE: 'after-publish' }, 'stalled-after-publish');
    expect(a.ids).toHaveLength(3);
    expect(b.ids).toHaveLength(3);
    // Both killed relays published nothing durable in the outbox; b's first event is in the stream already.
    expect(await db.knex('outbox').whereNull('published_at').count({ n: '*' })).toEqual([{ n: '6' }]);

    const applied: string[] = [];
    let failOnce = true;
    const consumer = await startConsumer({
      db,
      bus,
      stream: 'ORDERS',
      durable: 'effects',
      filterSubject: 'orders.>',
      retryDelayMs: () => 20,
      async handle(event, trx) {
        await trx('effects').insert({ event_id: event.id });
        if (failOnce) {
          failOnce = false; // one redelivery on top of the crash duplicates
          throw new Error('transient');
        }
        applied.push(event.id);
      },
    });
    const relay = startOutboxRelay({ db, bus, pollIntervalMs: 20 });
    const all = [...a.ids, ...b.ids];
    await waitUntil(async () => (await db.knex('processed_events').count({ n: '*' }))[0].n === '6', 10_000);
    await relay.stop();

    // A second relay pass republishing everything (e.g. after the dedupe window) changes nothing.
    for (const id of all) {
      await bus.publish('orders.created', new Uint8Array([0]), { msgId: `${id}-again`, headers: { 'Event-Id': id } });
    }
    await new Promise((r) => setTimeout(r, 300));
    await consumer.stop();

    const effects = await db.knex('effects').pluck('event_id');
    expect(effects.sort()).toEqual([...all].sort()); // each event applied exactly once
    expect(new Set(applied).size).toBe(6);
    expect(applied).toHaveLength(6);
    expect(await db.knex('outbox').whereNull('published_at').count({ n: '*' })).toEqual([{ n: '0' }]);
    // The killed relay's acked publish and the next relay's retry share a msgId: stored once.
    const nc = await connect({ servers: TEST_NATS_URL });
    const info = await (await jetstreamManager(nc)).streams.info(`${ns}_ORDERS`);
    await nc.close();
    expect(info.state.messages).toBe(6 + 6); // 6 relayed events + the 6 deliberate re-publishes above
  });
});
