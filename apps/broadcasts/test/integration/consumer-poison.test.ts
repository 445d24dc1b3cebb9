/**
 * Issue 32 #4 (decision 0506): broadcasts' message-status consumer (durable
 * `broadcasts-message-statuses`), started by the service itself (real Postgres, Redis, NATS; fake
 * messaging-proxy at its gRPC contract; redelivery delays shortened by `fastRedelivery`, never their
 * number), sets one undecodable conversation change aside as a dead letter, with its reason, after 20
 * deliveries, while the statuses behind it move the broadcast's recipients and counters.
 */
import { expectPoisonSetAside, fastRedelivery } from '@platform/testing';
import { describe, expect, it } from 'vitest';
import { STATUS_DURABLE } from '../../src/inbound/message-status.consumer';
import { A, add, create, get, phones, publish, recipients, send, svc, until, useBroadcastsService } from '../support/broadcasts-service';

/** Bounds of each wait of the poison helper (the test's own timeout is larger, so a failure names what differs). */
const timeoutMs = 15_000;

useBroadcastsService({ name: 'bc_poison', wrapBus: (bus) => fastRedelivery(bus) });

describe('broadcasts-message-statuses: a poison', () => {
  it('is set aside after 20 deliveries with its reason; the statuses behind it reach the recipients', async () => {
    const b = await create('poison');
    await add(b.id, phones(3, 6100));
    await send(b.id);
    await until(b.id, 'completed');
    const rs = await recipients(b.id);
    const ts = String(Math.floor(Date.now() / 1000));
    const dead = await expectPoisonSetAside({
      db: svc.db,
      bus: svc.bus,
      durable: STATUS_DURABLE,
      timeoutMs,
      poison: { subject: 'messaging_proxy.conversation_change.received', type: 'svc.messaging_proxy.v1.ConversationChangeReceived', projectId: A },
      behind: async () => {
        for (const r of rs) await publish({ statuses: [{ id: r.wamid, status: 'delivered', timestamp: ts }] });
      },
      applied: async () => (await get(b.id)).delivered === rs.length,
    });
    expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
    expect((await recipients(b.id)).map((r) => r.status)).toEqual(rs.map(() => 'delivered'));
  }, 45_000);
});
