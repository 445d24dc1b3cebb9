import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '@platform/db';
import { envelopeHeaders, listDeadLetters, startBatchConsumer, type Bus } from './index';
import { cleanupAfterEach, effectMigrations, ordersFixture, waitUntil } from './test-support';

const enc = new TextEncoder();
const dec = new TextDecoder();

const cleanup = cleanupAfterEach();

const setup = (): Promise<{ db: Db; bus: Bus }> => ordersFixture({ schemaPrefix: 'bat_', migrations: effectMigrations({ tx: true }), poolMax: 6, cleanup });

/** Publishes an event with envelope headers; `msgId` defaults to the event id (a different one bypasses the broker's dedupe). */
async function publish(bus: Bus, id: string, projectId: string, body: string, msgId = id): Promise<void> {
  await bus.publish('orders.created', enc.encode(body), {
    msgId,
    headers: envelopeHeaders({ id, type: 'svc.orders.v1.Created', occurredAt: new Date().toISOString(), projectId, headers: {} }),
  });
}

describe('startBatchConsumer (Postgres + NATS)', () => {
  it('applies a backlog in shared transactions, each event once (a re-published id is not applied again); a poison event is set aside alone and the others commit', async () => {
    const { db, bus } = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 90; i++) {
      const id = randomUUID();
      ids.push(id);
      await publish(bus, id, `p${i % 3}`, i === 40 ? 'poison' : `body-${i}`);
    }
    // The same event id again, published under another broker id (past its dedupe window): applied once.
    await publish(bus, ids[5], 'p2', 'body-5', `${ids[5]}-again`);
    let poisonCalls = 0;
    const sub = await startBatchConsumer({
      db,
      bus,
      stream: 'ORDERS',
      durable: 'batched',
      filterSubject: 'orders.>',
      lanes: 2,
      maxBatch: 16,
      deadLetterAfter: 2,
      retryDelayMs: () => 50,
      async handle(event, trx) {
        const body = dec.decode(event.payload);
        if (body === 'poison') {
          poisonCalls++;
          throw new Error('cannot apply this one');
        }
        await trx.raw(`INSERT INTO effects (event_id, body, tx) VALUES (?, ?, txid_current())`, [event.id, body]);
      },
    });
    cleanup(() => sub.stop());
    await waitUntil(async () => Number((await db.knex('effects').count({ n: '*' }))[0].n) === 89, 20_000);
    await waitUntil(async () => (await listDeadLetters(db, { limit: 10 })).length === 1, 20_000);

    const effects = (await db.knex('effects').select('event_id', 'body', 'tx')) as Array<{ event_id: string; body: string; tx: string }>;
    expect(new Set(effects.map((e) => e.event_id)).size).toBe(89);
    expect(effects.map((e) => e.event_id).sort()).toEqual(ids.filter((_, i) => i !== 40).sort());
    // Shared transactions: fewer transactions than events.
    expect(new Set(effects.map((e) => e.tx)).size).toBeLessThan(60);
    const [dead] = await listDeadLetters(db, { limit: 10 });
    expect(dead).toMatchObject({ event_id: ids[40], source: 'consumer:batched' });
    expect(poisonCalls).toBeGreaterThanOrEqual(2);
    // The poison was not recorded as processed; all the others were, once.
    const processed = (await db.knex('processed_events').where({ consumer: 'batched' }).pluck('event_id')) as string[];
    expect(processed.sort()).toEqual(ids.filter((_, i) => i !== 40).sort());
  }, 40_000);

  it('a lone event is applied at once in its own transaction', async () => {
    const { db, bus } = await setup();
    const sub = await startBatchConsumer({
      db,
      bus,
      stream: 'ORDERS',
      durable: 'lone',
      filterSubject: 'orders.>',
      accepts: (e) => e.projectId !== 'skip',
      async handle(event, trx) {
        await trx.raw(`INSERT INTO effects (event_id, body, tx) VALUES (?, ?, txid_current())`, [event.id, dec.decode(event.payload)]);
      },
    });
    cleanup(() => sub.stop());
    const skipped = randomUUID();
    await publish(bus, skipped, 'skip', 'not mine');
    const id = randomUUID();
    await publish(bus, id, 'p1', 'one');
    await waitUntil(async () => Number((await db.knex('effects').count({ n: '*' }))[0].n) === 1, 10_000);
    expect(await db.knex('effects').select('event_id', 'body')).toEqual([{ event_id: id, body: 'one' }]);
    // An event the consumer does not accept leaves no processed_events row.
    expect(await db.knex('processed_events').pluck('event_id')).toEqual([id]);
  });
});
