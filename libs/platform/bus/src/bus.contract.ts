import { afterEach, describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from './bus';
import { uniqueTestName, waitUntil } from './test-support';

/** Opens two handles on one broker namespace (two processes for NATS; one instance twice in process). */
export type BusPairFactory = (namespace: string) => Promise<{ a: Bus; b: Bus; cleanup(): Promise<void> }>;

const enc = new TextEncoder();
const dec = new TextDecoder();
const fastRetry = () => 20;

/** The behaviour every Bus adapter promises; run against each adapter so the all-in-one mode matches production. */
export function runBusContract(adapter: string, open: BusPairFactory): void {
  describe(`Bus contract: ${adapter}`, () => {
    let cleanups: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const c of cleanups.reverse()) await c();
      cleanups = [];
    });

    async function setup() {
      const ns = uniqueTestName('t');
      const pair = await open(ns);
      cleanups.push(pair.cleanup);
      await pair.a.ensureStream({ name: 'ORDERS', subjects: ['orders.>'] });
      await pair.b.ensureStream({ name: 'ORDERS', subjects: ['orders.>'] }); // a racing replica: idempotent
      return pair;
    }

    it('delivers published messages with un-prefixed subject, headers, msgId and deliveryCount 1', async () => {
      const { a } = await setup();
      const got: BusMessage[] = [];
      const sub = await a.consume({ stream: 'ORDERS', durable: 'd1', filterSubject: 'orders.>', handler: async (m) => void got.push(m) });
      await a.publish('orders.created', enc.encode('hello'), { msgId: 'm1', headers: { 'X-Trace': 'abc' } });
      await waitUntil(() => got.length === 1);
      expect(got[0]).toMatchObject({ subject: 'orders.created', msgId: 'm1', deliveryCount: 1, headers: { 'X-Trace': 'abc' } });
      expect(dec.decode(got[0].data)).toBe('hello');
      await sub.stop();
    });

    it('notify reaches the core listeners of its exact subject on another handle, never a stopped one, and is dropped with none', async () => {
      const { a, b } = await setup();
      a.notify('live.nobody', enc.encode('dropped')); // no listener: no error, nothing kept
      const one: string[] = [];
      const two: string[] = [];
      const l1 = await b.listen('live.one', (d) => void one.push(dec.decode(d)));
      const l2 = await b.listen('live.two', (d) => void two.push(dec.decode(d)));
      a.notify('live.one', enc.encode('x1'));
      a.notify('live.two', enc.encode('y1'));
      await waitUntil(() => one.length === 1 && two.length === 1);
      expect([one, two]).toEqual([['x1'], ['y1']]);
      l1.stop();
      a.notify('live.one', enc.encode('x2'));
      a.notify('live.two', enc.encode('y2'));
      await waitUntil(() => two.length === 2);
      expect(one).toEqual(['x1']);
      l2.stop();
    });

    it('drops a republish with the same msgId inside the duplicate window (relay retries do not double-deliver)', async () => {
      const { a } = await setup();
      const got: string[] = [];
      await a.publish('orders.created', enc.encode('1'), { msgId: 'same' });
      await a.publish('orders.created', enc.encode('1-again'), { msgId: 'same' });
      await a.publish('orders.created', enc.encode('2'), { msgId: 'other' });
      const sub = await a.consume({ stream: 'ORDERS', durable: 'd1', filterSubject: 'orders.>', handler: async (m) => void got.push(dec.decode(m.data)) });
      await waitUntil(() => got.length === 2);
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toEqual(['1', '2']);
      await sub.stop();
    });

    it('redelivers after a failed handler with a growing deliveryCount, and stops at maxDeliver', async () => {
      const { a } = await setup();
      const counts: number[] = [];
      const sub = await a.consume({
        stream: 'ORDERS',
        durable: 'd1',
        filterSubject: 'orders.>',
        maxDeliver: 3,
        retryDelayMs: fastRetry,
        handler: async (m) => {
          counts.push(m.deliveryCount);
          throw new Error('transient');
        },
      });
      await a.publish('orders.created', enc.encode('x'), { msgId: 'm1' });
      await waitUntil(() => counts.length === 3);
      await new Promise((r) => setTimeout(r, 200));
      expect(counts).toEqual([1, 2, 3]);
      await sub.stop();
    });

    it('acks once the handler succeeds after a failure (no further redelivery)', async () => {
      const { a } = await setup();
      const counts: number[] = [];
      const sub = await a.consume({
        stream: 'ORDERS',
        durable: 'd1',
        filterSubject: 'orders.>',
        retryDelayMs: fastRetry,
        handler: async (m) => {
          counts.push(m.deliveryCount);
          if (m.deliveryCount === 1) throw new Error('transient');
        },
      });
      await a.publish('orders.created', enc.encode('x'), { msgId: 'm1' });
      await waitUntil(() => counts.length === 2);
      await new Promise((r) => setTimeout(r, 200));
      expect(counts).toEqual([1, 2]);
      await sub.stop();
    });

    it('splits one durable between two competing workers, each message handled once', async () => {
      const { a, b } = await setup();
      const byA: string[] = [];
      const byB: string[] = [];
      const slow = (into: string[]) => async (m: BusMessage) => {
        await new Promise((r) => setTimeout(r, 10));
        into.push(m.msgId);
      };
      const sa = await a.consume({ stream: 'ORDERS', durable: 'work', filterSubject: 'orders.>', handler: slow(byA) });
      const sb = await b.consume({ stream: 'ORDERS', durable: 'work', filterSubject: 'orders.>', handler: slow(byB) });
      for (let i = 0; i < 30; i++) await a.publish(`orders.n${i}`, enc.encode(String(i)), { msgId: `m${i}` });
      await waitUntil(() => byA.length + byB.length === 30);
      await new Promise((r) => setTimeout(r, 100));
      expect(new Set([...byA, ...byB]).size).toBe(30);
      expect(byA.length + byB.length).toBe(30);
      expect(byA.length).toBeGreaterThan(0);
      expect(byB.length).toBeGreaterThan(0);
      await Promise.all([sa.stop(), sb.stop()]);
    });

    it('gives every durable its own copy, filtered by subject', async () => {
      const { a } = await setup();
      const all: string[] = [];
      const created: string[] = [];
      const s1 = await a.consume({ stream: 'ORDERS', durable: 'all', filterSubject: 'orders.>', handler: async (m) => void all.push(m.subject) });
      const s2 = await a.consume({ stream: 'ORDERS', durable: 'created', filterSubject: 'orders.created', handler: async (m) => void created.push(m.subject) });
      await a.publish('orders.created', enc.encode('1'), { msgId: 'm1' });
      await a.publish('orders.paid', enc.encode('2'), { msgId: 'm2' });
      await waitUntil(() => all.length === 2 && created.length === 1);
      expect(all).toEqual(['orders.created', 'orders.paid']);
      expect(created).toEqual(['orders.created']);
      await Promise.all([s1.stop(), s2.stop()]);
    });

    it('keeps the durable position across stop/consume: messages published meanwhile are delivered later', async () => {
      const { a } = await setup();
      const got: string[] = [];
      const handler = async (m: BusMessage) => void got.push(m.msgId);
      const s1 = await a.consume({ stream: 'ORDERS', durable: 'd1', filterSubject: 'orders.>', handler });
      await a.publish('orders.created', enc.encode('1'), { msgId: 'm1' });
      await waitUntil(() => got.length === 1);
      await s1.stop();
      await a.publish('orders.created', enc.encode('2'), { msgId: 'm2' });
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toEqual(['m1']);
      const s2 = await a.consume({ stream: 'ORDERS', durable: 'd1', filterSubject: 'orders.>', handler });
      await waitUntil(() => got.length === 2);
      expect(got).toEqual(['m1', 'm2']);
      await s2.stop();
    });

    it('rejects a publish on a subject no stream captures (no silent loss)', async () => {
      const { a } = await setup();
      await expect(a.publish('nowhere.created', enc.encode('x'), { msgId: 'm1' })).rejects.toThrow();
    });
  });
}
