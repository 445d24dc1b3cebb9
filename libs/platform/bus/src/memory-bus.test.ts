import { describe, expect, it } from 'vitest';
import { runBusContract } from './bus.contract';
import { createBus } from './create-bus';

// One process: "two workers" are two subscriptions on the same in-process bus.
runBusContract('in-process', async (namespace) => {
  const bus = await createBus({ namespace });
  return { a: bus, b: bus, cleanup: () => bus.close() };
});

describe('createBus without a URL (all-in-one mode)', () => {
  it('shares one in-process broker between the services of a process', async () => {
    const producer = await createBus({ namespace: 'shared1' });
    const consumer = await createBus({ namespace: 'shared1' });
    await producer.ensureStream({ name: 'S', subjects: ['svc.>'] });
    const got: string[] = [];
    await consumer.consume({ stream: 'S', durable: 'c', filterSubject: 'svc.thing.created', handler: async (m) => void got.push(m.msgId) });
    await producer.publish('svc.thing.created', new Uint8Array([1]), { msgId: 'e1' });
    for (let i = 0; i < 50 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(got).toEqual(['e1']);
    await consumer.close();
    // The producer's handle still works after another service closed its own.
    await producer.publish('svc.thing.created', new Uint8Array([2]), { msgId: 'e2' });
    await producer.close();
  });
});
