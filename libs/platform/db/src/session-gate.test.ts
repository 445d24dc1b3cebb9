import { describe, expect, it } from 'vitest';
import { onRequestPath, REQUEST_BURST, runOnRequestPath, SessionGate, type SessionLane } from './session-gate';

/** Acquires the gate as `name` in `lane`, noting in `order` when it got it; resolves with its release. */
function taker(gate: SessionGate, order: string[], name: string, lane?: SessionLane): Promise<() => void> {
  return gate.acquire(lane).then((release) => {
    order.push(name);
    return release;
  });
}

const tick = () => new Promise((r) => setImmediate(r));

describe('the embedded session gate (decision 0030)', () => {
  it('has one holder at a time: a waiter gets it only when the holder releases, and a double release frees it once', async () => {
    const gate = new SessionGate();
    const order: string[] = [];
    const first = await taker(gate, order, 'a', 'background');
    const second = taker(gate, order, 'b', 'background');
    const third = taker(gate, order, 'c', 'background');
    await tick();
    expect(order).toEqual(['a']);
    first();
    first(); // the second call must not hand the gate to c while b holds it
    await tick();
    expect(order).toEqual(['a', 'b']);
    (await second)();
    await tick();
    expect(order).toEqual(['a', 'b', 'c']);
    (await third)();
    expect(gate.queued()).toEqual({ request: 0, background: 0 });
  });

  it('serves the request lane ahead of background waiters that queued earlier, each lane in its own order', async () => {
    const gate = new SessionGate();
    const order: string[] = [];
    const holder = await taker(gate, order, 'holder', 'background');
    // Each waiter releases as soon as it holds the gate: the order they got it in is the gate's choice.
    const served = (name: string, lane: SessionLane) => taker(gate, order, name, lane).then((release) => release());
    const waiters = [served('bg1', 'background'), served('bg2', 'background'), served('req1', 'request'), served('req2', 'request')];
    await tick();
    expect(gate.queued()).toEqual({ request: 2, background: 2 });
    holder();
    await Promise.all(waiters);
    expect(order).toEqual(['holder', 'req1', 'req2', 'bg1', 'bg2']);
  });

  it('serves one background waiter after REQUEST_BURST requests in a row while it waits (delayed, never starved)', async () => {
    const gate = new SessionGate();
    const order: string[] = [];
    const holder = await taker(gate, order, 'holder', 'request');
    const served = (name: string, lane: SessionLane) => taker(gate, order, name, lane).then((release) => release());
    const waiters = [served('bg1', 'background'), served('bg2', 'background')];
    for (let i = 1; i <= 2 * REQUEST_BURST + 1; i++) waiters.push(served(`req${i}`, 'request'));
    await tick();
    holder();
    await Promise.all(waiters);
    expect(REQUEST_BURST).toBe(3);
    expect(order).toEqual(['holder', 'req1', 'req2', 'req3', 'bg1', 'req4', 'req5', 'req6', 'bg2', 'req7']);
  });

  it('counts a burst only while background work waits: requests served with none waiting do not use it up', async () => {
    const gate = new SessionGate();
    const order: string[] = [];
    const served = (name: string, lane: SessionLane) => taker(gate, order, name, lane).then((release) => release());
    const first = await taker(gate, order, 'first', 'request');
    // REQUEST_BURST + 1 requests handed on by the gate, no background work waiting; the last one keeps it.
    const alone = Array.from({ length: REQUEST_BURST }, (_, i) => served(`alone${i + 1}`, 'request'));
    const last = taker(gate, order, 'last', 'request');
    await tick();
    first();
    await Promise.all(alone);
    const later = [served('bg', 'background'), served('req1', 'request'), served('req2', 'request')];
    await tick();
    (await last)();
    await Promise.all(later);
    expect(order).toEqual(['first', 'alone1', 'alone2', 'alone3', 'last', 'req1', 'req2', 'bg']);
  });

  it('takes the lane of the work that asks: the request lane inside runOnRequestPath (across awaits), background outside', async () => {
    expect(onRequestPath()).toBe(false);
    const seen = await runOnRequestPath(async () => {
      await tick();
      return onRequestPath();
    });
    expect(seen).toBe(true);
    expect(onRequestPath()).toBe(false);

    const gate = new SessionGate();
    const order: string[] = [];
    const holder = await taker(gate, order, 'holder');
    // No lane named: each takes the lane of the context it asks from.
    const bg = taker(gate, order, 'bg').then((release) => release());
    const req = runOnRequestPath(() => taker(gate, order, 'req')).then((release) => release());
    await tick();
    holder();
    await Promise.all([bg, req]);
    expect(order).toEqual(['holder', 'req', 'bg']);
  });
});
