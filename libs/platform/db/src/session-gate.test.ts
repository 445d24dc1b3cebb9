import { describe, expect, it } from 'vitest';
import { BACKGROUND_MAX_WAIT_MS, onRequestPath, runOnRequestPath, SessionGate, type SessionLane } from './session-gate';

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

  it('lets a background waiter that waited BACKGROUND_MAX_WAIT_MS go before the request lane (delayed, never starved)', async () => {
    let now = 0;
    const gate = new SessionGate(() => now);
    const order: string[] = [];
    const holder = await taker(gate, order, 'holder', 'request');
    const bg = taker(gate, order, 'bg', 'background');
    now = 10;
    const req = taker(gate, order, 'req', 'request');
    await tick();
    now = BACKGROUND_MAX_WAIT_MS; // bg has waited its bound
    holder();
    (await bg)();
    (await req)();
    expect(order).toEqual(['holder', 'bg', 'req']);

    // Below the bound the request lane goes first.
    now = 0;
    const holder2 = await taker(gate, order, 'holder2', 'request');
    const bg2 = taker(gate, order, 'bg2', 'background');
    const req2 = taker(gate, order, 'req2', 'request');
    await tick();
    now = BACKGROUND_MAX_WAIT_MS - 1;
    holder2();
    (await req2)();
    (await bg2)();
    expect(order.slice(3)).toEqual(['holder2', 'req2', 'bg2']);
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
    const bg = taker(gate, order, 'bg');
    const req = runOnRequestPath(() => taker(gate, order, 'req'));
    await tick();
    holder();
    (await req)();
    (await bg)();
    expect(order).toEqual(['holder', 'req', 'bg']);
  });
});
