import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, nanos } from '@nats-io/transport-node';
import { describe, expect, it } from 'vitest';
import {
  createNatsBus,
  envelopeHeaders,
  listDeadLetters,
  PROCESSED_EVENTS_RETAIN_MS,
  recordDeadLetter,
  replayDeadLetter,
  startBatchConsumer,
  startConsumer,
  STREAM_MAX_AGE_MS,
  sweepProcessedEvents,
} from './index';
import { cleanupAfterEach, effectMigrations, ordersFixture, TEST_NATS_URL, uniqueTestName, waitUntil } from './test-support';

const cleanup = cleanupAfterEach();
const HOUR = 3_600_000;

const setup = () => ordersFixture({ schemaPrefix: 'pev_', migrations: effectMigrations(), poolMax: 4, cleanup });

describe('processed event ids are bounded (decision 0009)', () => {
  it('a sweep deletes one consumer’s ids older than the cut-off, chunk by chunk, and nothing else', async () => {
    const { db } = await setup();
    const old = new Date(Date.now() - 10 * 24 * HOUR);
    const recent = new Date(Date.now() - HOUR);
    // 12,000 old ids of `a` (more than two chunks), 5 recent ones, and 7 old ids of another consumer.
    await db.knex.raw(`INSERT INTO processed_events (consumer, event_id, processed_at) SELECT 'a', 'old-' || g, ? FROM generate_series(1, 12000) g`, [old]);
    await db.knex.raw(`INSERT INTO processed_events (consumer, event_id, processed_at) SELECT 'a', 'new-' || g, ? FROM generate_series(1, 5) g`, [recent]);
    await db.knex.raw(`INSERT INTO processed_events (consumer, event_id, processed_at) SELECT 'b', 'old-' || g, ? FROM generate_series(1, 7) g`, [old]);

    expect(await sweepProcessedEvents(db, 'a', new Date(Date.now() - 2 * 24 * HOUR))).toBe(12_000);
    const left = (await db.knex('processed_events').select('consumer').count({ n: '*' }).groupBy('consumer').orderBy('consumer')) as Array<{
      consumer: string;
      n: string;
    }>;
    expect(left.map((r) => [r.consumer, Number(r.n)])).toEqual([
      ['a', 5],
      ['b', 7],
    ]);
    expect(await sweepProcessedEvents(db, 'a', new Date(Date.now() - 2 * 24 * HOUR))).toBe(0);
    // The retention outlives the streams' maximum age: every redelivery the broker can make finds its id.
    expect(PROCESSED_EVENTS_RETAIN_MS).toBeGreaterThan(STREAM_MAX_AGE_MS);
    // Decision 0009: streams keep 7 days, processed ids are kept 8.
    expect([STREAM_MAX_AGE_MS, PROCESSED_EVENTS_RETAIN_MS]).toEqual([7 * 24 * HOUR, 8 * 24 * HOUR]);
  });

  for (const kind of ['startConsumer', 'startBatchConsumer'] as const) {
    it(`${kind} sweeps its own ids past retention while running; a recent id still dedupes a re-published event`, async () => {
      const { db, bus } = await setup();
      const durable = `d-${kind}`;
      await db.knex.raw(`INSERT INTO processed_events (consumer, event_id, processed_at) SELECT ?, 'old-' || g, ? FROM generate_series(1, 50) g`, [
        durable,
        new Date(Date.now() - 3 * HOUR),
      ]);
      await db.knex.raw(`INSERT INTO processed_events (consumer, event_id, processed_at) SELECT 'other', 'old-' || g, ? FROM generate_series(1, 3) g`, [
        new Date(Date.now() - 3 * HOUR),
      ]);
      const start = kind === 'startConsumer' ? startConsumer : startBatchConsumer;
      const sub = await start({
        db,
        bus,
        stream: 'ORDERS',
        durable,
        filterSubject: 'orders.>',
        processedRetentionMs: 2 * HOUR,
        async handle(event, trx) {
          await trx('effects').insert({ event_id: event.id, body: 'x' });
        },
      });
      cleanup(() => sub.stop());
      await waitUntil(async () => Number((await db.knex('processed_events').where({ consumer: durable }).count({ n: '*' }))[0].n) === 0, 10_000);
      expect(Number((await db.knex('processed_events').where({ consumer: 'other' }).count({ n: '*' }))[0].n)).toBe(3);

      const id = randomUUID();
      const publish = (msgId: string) =>
        bus.publish('orders.created', new TextEncoder().encode('x'), {
          msgId,
          headers: envelopeHeaders({ id, type: 'svc.orders.v1.Created', occurredAt: new Date().toISOString(), projectId: 'p', headers: {} }),
        });
      await publish(id);
      await waitUntil(async () => Number((await db.knex('effects').count({ n: '*' }))[0].n) === 1, 10_000);
      await publish(`${id}-again`); // past the broker's dedupe: the consumer's id dedupes it
      await waitUntil(async () => Number((await db.knex('processed_events').where({ consumer: durable }).count({ n: '*' }))[0].n) === 1, 10_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(Number((await db.knex('effects').count({ n: '*' }))[0].n)).toBe(1);
    });
  }

  it('a consumer dead letter older than the replay window is refused (other consumers forgot its id); a recent one replays', async () => {
    const { db, bus } = await setup();
    const record = (eventId: string) =>
      db.transaction((trx) =>
        recordDeadLetter(trx, {
          source: 'consumer:effects',
          eventId,
          subject: 'orders.created',
          type: 't',
          projectId: 'p',
          payload: new TextEncoder().encode('x'),
          headers: {},
          attempts: 3,
          error: new Error('boom'),
        }),
      );
    await record('ev-old');
    await record('ev-new');
    const letters = await listDeadLetters(db, { limit: 10 });
    const old = letters.find((l) => l.event_id === 'ev-old')!;
    const recent = letters.find((l) => l.event_id === 'ev-new')!;
    await db
      .knex('dead_letters')
      .where({ id: old.id })
      .update({ created_at: new Date(Date.now() - 7 * 24 * HOUR - HOUR) });
    await expect(replayDeadLetter(db, bus, old.id)).rejects.toThrow(/more than 7 days ago.*apply it again/);
    expect((await db.knex('dead_letters').where({ id: old.id }).first()).replays).toBe(0);
    expect(await replayDeadLetter(db, bus, recent.id)).toBe(true);
  });

  it('streams keep messages for the maximum age, and a stream created without one gets it', async () => {
    const ns = uniqueTestName('t');
    const nc = await connect({ servers: TEST_NATS_URL });
    cleanup(async () => {
      const jsm = await jetstreamManager(nc);
      for await (const name of jsm.streams.names()) if (name.startsWith(`${ns}_`)) await jsm.streams.delete(name);
      await nc.close();
    });
    const jsm = await jetstreamManager(nc);
    // An existing stream from before the limit (no max age).
    await jsm.streams.add({ name: `${ns}_OLD`, subjects: [`${ns}.old.>`] });
    expect((await jsm.streams.info(`${ns}_OLD`)).config.max_age).toBe(0);

    const bus = await createNatsBus({ url: TEST_NATS_URL, namespace: ns });
    cleanup(() => bus.close());
    await bus.ensureStream({ name: 'NEW', subjects: ['new.>'] });
    await bus.ensureStream({ name: 'OLD', subjects: ['old.>'] });
    expect((await jsm.streams.info(`${ns}_NEW`)).config.max_age).toBe(nanos(7 * 24 * HOUR));
    expect((await jsm.streams.info(`${ns}_OLD`)).config.max_age).toBe(nanos(7 * 24 * HOUR));

    const custom = await createNatsBus({ url: TEST_NATS_URL, namespace: ns, streamMaxAgeMs: HOUR });
    cleanup(() => custom.close());
    await custom.ensureStream({ name: 'NEW', subjects: ['new.>'] });
    expect((await jsm.streams.info(`${ns}_NEW`)).config.max_age).toBe(nanos(HOUR));
  });
});
