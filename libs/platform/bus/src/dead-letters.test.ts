import { describe, expect, it } from 'vitest';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import { countDeadLetters, enqueueEvent, listDeadLetters, replayDeadLetter, startConsumer, startOutboxRelay, type Bus } from './index';
import { cleanupAfterEach, effectMigrations, ordersFixture, waitUntil } from './test-support';

const enc = new TextEncoder();
const dec = new TextDecoder();

const cleanup = cleanupAfterEach();

const setup = (): Promise<{ db: Db; bus: Bus }> => ordersFixture({ schemaPrefix: 'dlq_', migrations: effectMigrations(), poolMax: 4, cleanup });

/** A logger that keeps what it is given, to check what reaches the process log. */
function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (obj: object | string, msg?: string) => void lines.push(`${msg ?? ''} ${JSON.stringify(obj)}`);
  const logger = { lines, debug: push, info: push, warn: push, error: push, child: () => logger };
  return logger;
}

describe('outbox relay: a row the bus refuses never blocks the rows behind it', () => {
  it('publishes the rows behind a poison row at once, sets the poison aside after its attempts, and replays it', async () => {
    const { db, bus } = await setup();
    let refuse = true;
    // The broker refuses this one message (as it would an over-limit payload), accepting the others.
    const flaky: Bus = {
      ...bus,
      publish: (subject, data, o) =>
        refuse && subject === 'orders.poison' ? Promise.reject(new Error('MAX_PAYLOAD_EXCEEDED')) : bus.publish(subject, data, o),
    };
    const got: string[] = [];
    const sub = await bus.consume({ stream: 'ORDERS', durable: 'raw', filterSubject: 'orders.>', handler: async (m) => void got.push(dec.decode(m.data)) });
    const logger = capturingLogger();
    // No idle polling (a solitary retry of the poison every 20 ms would make its attempt count run
    // away under load): the relay runs on commits, so batches hold a good row and the poison.
    const relay = startOutboxRelay({ db, bus: flaky, pollIntervalMs: 600_000, deadLetterAfter: 3, logger });
    const poisonId = await db.transaction(async (trx) => {
      const id = await enqueueEvent(trx, { subject: 'orders.poison', type: 't', payload: enc.encode('poison'), projectId: 'p1' });
      await enqueueEvent(trx, { subject: 'orders.ok', type: 't', payload: enc.encode('ok0') });
      return id;
    });
    await waitUntil(() => got.includes('ok0'), 3000);
    // Each event committed behind the poison is published promptly, and each batch in which the bus
    // accepts a row while refusing the poison counts one attempt against the poison.
    for (let i = 1; i < 4; i++) {
      await db.transaction((trx) => enqueueEvent(trx, { subject: 'orders.ok', type: 't', payload: enc.encode(`ok${i}`) }));
      await waitUntil(() => got.includes(`ok${i}`), 3000);
    }
    await waitUntil(async () => (await countDeadLetters(db)) === 1, 5000);
    const [dl] = await listDeadLetters(db);
    expect(dl).toMatchObject({ source: 'outbox', event_id: poisonId, subject: 'orders.poison', project_id: 'p1' });
    // At least its three failures beside accepted rows; a commit's NOTIFY arriving after the local
    // wake-up can add one solitary retry (counted too), so the exact number depends on timing.
    expect(dl.attempts).toBeGreaterThanOrEqual(3);
    expect(dl.attempts).toBeLessThanOrEqual(8);
    expect(dl.error).toContain('MAX_PAYLOAD_EXCEEDED');
    expect(got).not.toContain('poison');
    // Logged once as set aside, without the payload of any row.
    expect(logger.lines.filter((l) => l.includes('dead letter'))).toHaveLength(1);
    expect(logger.lines.join('\n')).not.toContain('ok1');

    refuse = false;
    expect(await replayDeadLetter(db, bus, dl.id)).toBe(true);
    // The replayed row waits for the relay's next run: a commit wakes it here (in service, the poll).
    await db.transaction((trx) => enqueueEvent(trx, { subject: 'orders.ok', type: 't', payload: enc.encode('ok4') }));
    await waitUntil(() => got.includes('poison'), 5000);
    expect(await countDeadLetters(db)).toBe(0);
    expect((await listDeadLetters(db, { all: true }))[0]).toMatchObject({ replays: 1 });
    expect(await replayDeadLetter(db, bus, '00000000-0000-4000-8000-000000000000')).toBe(false);
    await relay.stop();
    await sub.stop();
  });

  it('counts nothing against rows while the bus refuses everything (an outage is not poison)', async () => {
    const { db, bus } = await setup();
    const down: Bus = { ...bus, publish: () => Promise.reject(new Error('CONNECTION_CLOSED')) };
    await db.transaction(async (trx) => {
      for (let i = 0; i < 3; i++) await enqueueEvent(trx, { subject: 'orders.ok', type: 't', payload: enc.encode(`x${i}`) });
    });
    const relay = startOutboxRelay({ db, bus: down, pollIntervalMs: 5, deadLetterAfter: 1 });
    await waitUntil(async () => Number((await db.knex('outbox').max({ a: 'attempts' }))[0].a) >= 2, 5000);
    await relay.stop();
    expect(await countDeadLetters(db)).toBe(0);
    expect(await db.knex('outbox').whereNotNull('dead_lettered_at').count({ n: '*' })).toEqual([{ n: '0' }]);
  });
});

describe('consumer: an event that keeps failing is set aside, and the events behind it flow', () => {
  it('dead-letters after its deliveries, handles the rest in order, and applies the replay exactly once', async () => {
    const { db, bus } = await setup();
    let broken = true;
    const logger = capturingLogger();
    const sub = await startConsumer({
      db,
      bus,
      stream: 'ORDERS',
      durable: 'effects',
      filterSubject: 'orders.>',
      deadLetterAfter: 3,
      retryDelayMs: () => 10,
      logger,
      async handle(event, trx) {
        const body = dec.decode(event.payload);
        if (broken && body === 'bad') throw new Error('cannot apply bad');
        await trx('effects').insert({ event_id: event.id, body });
      },
    });
    cleanup(() => sub.stop());
    const relay = startOutboxRelay({ db, bus, pollIntervalMs: 20 });
    cleanup(() => relay.stop());
    const badId = await db.transaction((trx) => enqueueEvent(trx, { subject: 'orders.x', type: 't', payload: enc.encode('bad'), projectId: 'p2' }));
    for (let i = 0; i < 3; i++) await db.transaction((trx) => enqueueEvent(trx, { subject: 'orders.x', type: 't', payload: enc.encode(`good${i}`) }));

    await waitUntil(async () => (await countDeadLetters(db)) === 1, 10_000);
    await waitUntil(async () => (await db.knex('effects').count({ n: '*' }))[0].n === '3', 10_000);
    const [dl] = await listDeadLetters(db);
    expect(dl).toMatchObject({ source: 'consumer:effects', event_id: badId, attempts: 3, project_id: 'p2' });
    expect(dl.error).toContain('cannot apply bad');
    expect(logger.lines.filter((l) => l.includes('dead letter'))).toHaveLength(1);

    broken = false;
    await replayDeadLetter(db, bus, dl.id);
    await waitUntil(async () => (await db.knex('effects').where({ body: 'bad' }).count({ n: '*' }))[0].n === '1', 10_000);
    // A second replay is a duplicate for this consumer (processed_events): applied once only.
    await replayDeadLetter(db, bus, dl.id);
    await new Promise((r) => setTimeout(r, 300));
    expect(await db.knex('effects').where({ event_id: badId }).count({ n: '*' })).toEqual([{ n: '1' }]);
  });
});
