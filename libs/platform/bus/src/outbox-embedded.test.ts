import { describe, expect, it } from 'vitest';
import { createDb } from '@platform/db';
import { createBus, enqueueEvent, outboxMigrations, startConsumer, startOutboxRelay } from './index';
import { uniqueTestName, waitUntil } from './test-support';

describe('outbox + idempotent consumer on the embedded engines (PGlite + in-process bus)', () => {
  it('runs the same code path as production: two services in one PGlite, event applied exactly once', async () => {
    const dataDir = `memory://${uniqueTestName('pgl')}`;
    const producerDb = await createDb({ schema: 'orders', dataDir, migrations: outboxMigrations() });
    const consumerDb = await createDb({
      schema: 'billing',
      dataDir,
      migrations: [
        {
          name: '001_invoices',
          up: (k) =>
            k.schema.createTable('invoices', (t) => {
              t.text('event_id');
              t.text('body');
            }),
        },
        ...outboxMigrations(),
      ],
    });
    const bus = await createBus({});
    try {
      await bus.ensureStream({ name: 'ORDERS', subjects: ['orders.>'] });
      let calls = 0;
      const sub = await startConsumer({
        db: consumerDb,
        bus,
        stream: 'ORDERS',
        durable: 'billing',
        filterSubject: 'orders.>',
        retryDelayMs: () => 10,
        async handle(event, trx) {
          calls++;
          await trx('invoices').insert({ event_id: event.id, body: new TextDecoder().decode(event.payload) });
          if (calls === 1) throw new Error('transient');
        },
      });
      const relay = startOutboxRelay({ db: producerDb, bus, pollIntervalMs: 5000 }); // local commit wake-ups, not polling
      const id = await producerDb.transaction((trx) =>
        enqueueEvent(trx, { subject: 'orders.created', type: 'svc.orders.v1.Created', payload: new TextEncoder().encode('hi') }),
      );
      await waitUntil(async () => (await consumerDb.knex('processed_events').count({ n: '*' }))[0].n === '1', 3000);
      // Duplicate the broker cannot catch: applied zero more times.
      await bus.publish('orders.created', new TextEncoder().encode('hi'), { msgId: 'other', headers: { 'Event-Id': id } });
      await new Promise((r) => setTimeout(r, 100));
      await relay.stop();
      await sub.stop();
      expect(await consumerDb.knex('invoices').select('event_id', 'body')).toEqual([{ event_id: id, body: 'hi' }]);
      expect(calls).toBe(2);
      expect(await producerDb.knex('outbox').whereNull('published_at').count({ n: '*' })).toEqual([{ n: '0' }]);
    } finally {
      await bus.close();
      await producerDb.close();
      await consumerDb.close();
    }
  });
});
