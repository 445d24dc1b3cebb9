import { describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import type { Db } from '@platform/db';
import { createBus, enqueueEvent, enqueueEvents, startConsumer, startOutboxRelay, type Bus, type BusMessage, type EventEnvelope } from './index';
import { TEST_DATABASE_URL, TEST_NATS_URL, cleanupAfterEach, effectMigrations, ordersFixture, waitUntil } from './test-support';

const enc = new TextEncoder();
const dec = new TextDecoder();

const cleanup = cleanupAfterEach();

const setup = (): Promise<{ db: Db; bus: Bus; ns: string }> => ordersFixture({ schemaPrefix: 'obx_', migrations: effectMigrations(), poolMax: 4, cleanup });

describe('outbox relay (Postgres + NATS)', () => {
  it('publishes committed events (never rolled-back ones) with the envelope as headers, and marks them published', async () => {
    const { db, bus } = await setup();
    const ids = await db.transaction(async (trx) => [
      await enqueueEvent(trx, { subject: 'orders.created', type: 'svc.orders.v1.Created', payload: enc.encode('a'), projectId: 'p1' }),
      await enqueueEvent(trx, { subject: 'orders.paid', type: 'svc.orders.v1.Paid', payload: enc.encode('b'), headers: { 'X-Custom': '1' } }),
    ]);
    await expect(
      db.transaction(async (trx) => {
        await enqueueEvent(trx, { subject: 'orders.created', type: 'svc.orders.v1.Created', payload: enc.encode('rolled back') });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow();

    const got: BusMessage[] = [];
    const sub = await bus.consume({ stream: 'ORDERS', durable: 'raw', filterSubject: 'orders.>', handler: async (m) => void got.push(m) });
    const relay = startOutboxRelay({ db, bus, pollIntervalMs: 50 });
    await waitUntil(() => got.length === 2);
    await new Promise((r) => setTimeout(r, 150));
    await relay.stop();
    await sub.stop();

    expect(got.map((m) => dec.decode(m.data))).toEqual(['a', 'b']);
    expect(got.map((m) => m.msgId)).toEqual(ids);
    expect(got[0].headers).toMatchObject({ 'Event-Id': ids[0], 'Event-Type': 'svc.orders.v1.Created', 'Event-Project-Id': 'p1' });
    expect(got[1].headers).toMatchObject({ 'Event-Id': ids[1], 'X-Custom': '1' });
    expect(got[1].headers['Event-Project-Id']).toBeUndefined();
    expect(await db.knex('outbox').whereNull('published_at').count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('enqueueEvents writes many events in one statement: published in the given order, each with its own id and envelope', async () => {
    const { db, bus } = await setup();
    const ids = await db.transaction(async (trx) => [
      await enqueueEvent(trx, { subject: 'orders.created', type: 'svc.orders.v1.Created', payload: enc.encode('first') }),
      ...(await enqueueEvents(trx, [
        { subject: 'orders.paid', type: 'svc.orders.v1.Paid', payload: enc.encode('m1'), projectId: 'p1', headers: { 'X-Custom': '1' } },
        { subject: 'orders.created', type: 'svc.orders.v1.Created', payload: enc.encode('m2') },
        { subject: 'orders.paid', type: 'svc.orders.v1.Paid', payload: enc.encode('m3'), projectId: 'p2' },
      ])),
      ...(await enqueueEvents(trx, [])),
    ]);
    expect(new Set(ids).size).toBe(4);

    const got: BusMessage[] = [];
    const sub = await bus.consume({ stream: 'ORDERS', durable: 'raw', filterSubject: 'orders.>', handler: async (m) => void got.push(m) });
    const relay = startOutboxRelay({ db, bus, pollIntervalMs: 50 });
    await waitUntil(() => got.length === 4);
    await relay.stop();
    await sub.stop();

    expect(got.map((m) => dec.decode(m.data))).toEqual(['first', 'm1', 'm2', 'm3']);
    expect(got.map((m) => m.msgId)).toEqual(ids);
    expect(got[1].headers).toMatchObject({ 'Event-Id': ids[1], 'Event-Type': 'svc.orders.v1.Paid', 'Event-Project-Id': 'p1', 'X-Custom': '1' });
    expect(got[2].headers['Event-Project-Id']).toBeUndefined();
    expect(got[3].headers).toMatchObject({ 'Event-Project-Id': 'p2' });
  });

  it('enqueueEvents keeps the given order in the relay order (seq) for a large batch too', async () => {
    const { db } = await setup();
    const ids = await db.transaction((trx) =>
      enqueueEvents(
        trx,
        Array.from({ length: 500 }, (_, i) => ({
          subject: 'orders.created',
          type: 'svc.orders.v1.Created',
          payload: enc.encode(`e${i}`),
          projectId: i % 2 ? 'p1' : undefined,
        })),
      ),
    );
    const rows = await db.knex('outbox').orderBy('seq').select('id', 'payload', 'project_id');
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.map((r) => dec.decode(r.payload))).toEqual(ids.map((_, i) => `e${i}`));
    expect(rows.slice(0, 2).map((r) => r.project_id)).toEqual([null, 'p1']);
  });

  it('wakes on NOTIFY: an event committed by another process is published well before the next poll', async () => {
    const { db, bus } = await setup();
    const got: string[] = [];
    const sub = await bus.consume({ stream: 'ORDERS', durable: 'raw', filterSubject: 'orders.>', handler: async (m) => void got.push(m.msgId) });
    const relay = startOutboxRelay({ db, bus, pollIntervalMs: 60_000 });
    await new Promise((r) => setTimeout(r, 200)); // let it LISTEN and go idle
    // Another replica's commit: only the Postgres notification can reach this process's relay.
    const other = knexFactory({ client: 'pg', connection: TEST_DATABASE_URL, searchPath: [db.schema], pool: { min: 0, max: 1 } });
    const id = '7b0c3c5e-3f4c-4a55-9e43-0c8f1b7f2a11';
    await other.transaction(async (trx) => {
      await trx('outbox').insert({ id, subject: 'orders.created', type: 't', payload: Buffer.from('x'), occurred_at: new Date() });
      await trx.raw(`SELECT pg_notify(left('outbox_' || current_schema(), 63), '')`);
    });
    await other.destroy();
    await waitUntil(() => got.length === 1, 3000);
    expect(got).toEqual([id]);
    await relay.stop();
    await sub.stop();
  });

  it('lets several relays drain one outbox concurrently: each event lands in the stream exactly once', async () => {
    const { db, bus, ns } = await setup();
    const bus2 = await createBus({ url: TEST_NATS_URL, namespace: ns });
    cleanup(() => bus2.close());
    await db.transaction(async (trx) => {
      for (let i = 0; i < 60; i++) await enqueueEvent(trx, { subject: `orders.n${i % 3}`, type: 't', payload: enc.encode(String(i)) });
    });
    const relays = [
      startOutboxRelay({ db, bus, batchSize: 7, pollIntervalMs: 20 }),
      startOutboxRelay({ db, bus: bus2, batchSize: 7, pollIntervalMs: 20 }),
      startOutboxRelay({ db, bus, batchSize: 7, pollIntervalMs: 20 }),
    ];
    await waitUntil(async () => (await db.knex('outbox').whereNull('published_at').count({ n: '*' }))[0].n === '0');
    await Promise.all(relays.map((r) => r.stop()));
    const nc = await connect({ servers: TEST_NATS_URL });
    const info = await (await jetstreamManager(nc)).streams.info(`${ns}_ORDERS`);
    await nc.close();
    expect(info.state.messages).toBe(60);
  });

  it('keeps events and retries when the bus rejects a publish (no stream yet): nothing lost, order kept', async () => {
    const { db, bus } = await setup();
    await db.transaction(async (trx) => {
      await enqueueEvent(trx, { subject: 'late.one', type: 't', payload: enc.encode('1') });
      await enqueueEvent(trx, { subject: 'late.two', type: 't', payload: enc.encode('2') });
    });
    const relay = startOutboxRelay({ db, bus, pollIntervalMs: 30 });
    await waitUntil(async () => (await db.knex('outbox').max({ a: 'attempts' }))[0].a >= 1);
    expect(await db.knex('outbox').whereNull('published_at').count({ n: '*' })).toEqual([{ n: '2' }]);
    await bus.ensureStream({ name: 'LATE', subjects: ['late.>'] });
    const got: string[] = [];
    const sub = await bus.consume({ stream: 'LATE', durable: 'raw', filterSubject: 'late.>', handler: async (m) => void got.push(dec.decode(m.data)) });
    await waitUntil(() => got.length === 2, 5000);
    expect(got).toEqual(['1', '2']);
    await relay.stop();
    await sub.stop();
  });
});

describe('idempotent consumer (Postgres + NATS)', () => {
  it('applies an event exactly once across a failed first attempt, a redelivery and a re-publish past the dedupe window', async () => {
    const { db, bus } = await setup();
    let calls = 0;
    const seen: EventEnvelope[] = [];
    const sub = await startConsumer({
      db,
      bus,
      stream: 'ORDERS',
      durable: 'effects',
      filterSubject: 'orders.>',
      retryDelayMs: () => 20,
      async handle(event, trx) {
        calls++;
        await trx('effects').insert({ event_id: event.id, body: dec.decode(event.payload) });
        seen.push(event);
        if (calls === 1) throw new Error('transient failure after writing'); // rolled back with the dedupe row
      },
    });
    const id = await db.transaction((trx) =>
      enqueueEvent(trx, { subject: 'orders.created', type: 'svc.orders.v1.Created', payload: enc.encode('once'), projectId: 'p9' }),
    );
    const relay = startOutboxRelay({ db, bus, pollIntervalMs: 20 });
    await waitUntil(async () => (await db.knex('effects').count({ n: '*' }))[0].n === '1');
    await relay.stop();

    // A duplicate the broker cannot catch (different msgId, e.g. a relay retry after 2 minutes).
    const original = seen[seen.length - 1];
    await bus.publish('orders.created', original.payload, {
      msgId: `${id}-republished`,
      headers: { 'Event-Id': id, 'Event-Type': original.type, 'Event-Occurred-At': original.occurredAt },
    });
    await waitUntil(async () => (await db.knex('processed_events').count({ n: '*' }))[0].n === '1');
    await new Promise((r) => setTimeout(r, 300));
    await sub.stop();

    expect(calls).toBe(2); // first attempt rolled back, second applied, the duplicate skipped
    expect(await db.knex('effects').select('event_id', 'body')).toEqual([{ event_id: id, body: 'once' }]);
    expect(original).toMatchObject({ id, type: 'svc.orders.v1.Created', subject: 'orders.created', projectId: 'p9' });
    expect(new Date(original.occurredAt).toISOString()).toBe(original.occurredAt);
    expect(await db.knex('processed_events').select('consumer', 'event_id')).toEqual([{ consumer: 'effects', event_id: id }]);
  });

  it('acknowledges events it does not accept without a transaction or a processed_events row, and applies the rest', async () => {
    const { db, bus, ns } = await setup();
    const handled: string[] = [];
    const sub = await startConsumer({
      db,
      bus,
      stream: 'ORDERS',
      durable: 'picky',
      filterSubject: 'orders.>',
      accepts: (e) => e.subject === 'orders.created',
      async handle(event, trx) {
        handled.push(event.subject);
        await trx('effects').insert({ event_id: event.id, body: dec.decode(event.payload) });
      },
    });
    const ids = await db.transaction(async (trx) => [
      await enqueueEvent(trx, { subject: 'orders.viewed', type: 'svc.orders.v1.Viewed', payload: enc.encode('skip 1'), projectId: 'p1' }),
      await enqueueEvent(trx, { subject: 'orders.created', type: 'svc.orders.v1.Created', payload: enc.encode('apply'), projectId: 'p1' }),
      await enqueueEvent(trx, { subject: 'orders.viewed', type: 'svc.orders.v1.Viewed', payload: enc.encode('skip 2'), projectId: 'p1' }),
    ]);
    const relay = startOutboxRelay({ db, bus, pollIntervalMs: 20 });
    await waitUntil(async () => (await db.knex('effects').count({ n: '*' }))[0].n === '1');
    await relay.stop();
    // Every message is acknowledged (nothing pending or unacknowledged on the durable), skipped ones included.
    const nc = await connect({ servers: TEST_NATS_URL });
    const consumerState = async () => (await jetstreamManager(nc)).consumers.info(`${ns}_ORDERS`, 'picky');
    await waitUntil(async () => {
      const c = await consumerState();
      return c.num_pending === 0 && c.num_ack_pending === 0 && c.delivered.stream_seq === 3;
    });
    await nc.close();
    await sub.stop();

    expect(handled).toEqual(['orders.created']);
    expect(await db.knex('effects').select('event_id', 'body')).toEqual([{ event_id: ids[1], body: 'apply' }]);
    expect(await db.knex('processed_events').select('consumer', 'event_id')).toEqual([{ consumer: 'picky', event_id: ids[1] }]);
  });
});
