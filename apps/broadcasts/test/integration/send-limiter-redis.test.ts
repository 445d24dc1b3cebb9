/**
 * The send limiter shared by replicas (decision 0803), against real Redis: two limiter instances on
 * two connections stand for two replicas sharing one number. Risks removed: replicas each pacing on
 * their own schedule (together over the tier, 130429s), a schedule that wastes the tier, a pair slot
 * (131056) or a 130429 pause seen by one replica only.
 *
 * Times are the limiter's own: every Lua call is run in a MULTI right after a TIME, so each
 * reservation's send time is Redis's clock at the reservation (µs) plus the wait it returned. No
 * wall-clock timing is asserted, so a loaded machine cannot decide the outcome.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRedisClient, redisKeyValueStore, type RedisClient, type RedisKeyValueStore } from '@platform/kv';
import { createTestKv, testInfra, type TestKv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSendLimiter, PAIR_INTERVAL_MS, schedule, type SendLimiter } from '../../src/infra/kv/send-limiter';

/** Redis's clock (µs) when the limiter's last Lua call in this async context ran. */
const observed = new AsyncLocalStorage<{ nowUs?: number }>();

/** The client with every `eval` preceded, atomically, by a TIME whose answer is recorded in the caller's context. */
function timed(client: RedisClient): RedisClient {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'eval') {
        return async (script: string, options: { keys: string[]; arguments: string[] }) => {
          const [time, result] = (await target.multi().time().eval(script, options).exec()) as unknown as [[string, string], unknown];
          const slot = observed.getStore();
          if (slot) slot.nowUs = Number(time[0]) * 1_000_000 + Number(time[1]);
          return result;
        };
      }
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

interface Replica {
  limiter: SendLimiter;
  client: RedisClient;
}

/** One reservation: when the limiter reserved it (Redis clock, µs), the wait it returned (ms), and so its send time. */
interface Reservation {
  replica: number;
  nowUs: number;
  waitMs: number;
  /** nowUs + wait: at most 1 ms before the slot (the wait is floored to ms). */
  sendAtUs: number;
}

async function reserve(r: Replica, index: number, n: string, mps: number): Promise<Reservation> {
  const slot: { nowUs?: number } = {};
  const waitMs = await observed.run(slot, () => r.limiter.reserve(n, mps));
  if (slot.nowUs === undefined) throw new Error('the reservation did not go through Redis');
  return { replica: index, nowUs: slot.nowUs, waitMs, sendAtUs: slot.nowUs + waitMs * 1000 };
}

/** Redis's clock (µs) at a pause. */
async function pauseAt(r: Replica, n: string, ms: number): Promise<number> {
  const slot: { nowUs?: number } = {};
  await observed.run(slot, () => r.limiter.pause(n, ms));
  return slot.nowUs!;
}

/** Sends in the busiest one-second window [t, t + 1 s). */
function busiestSecond(sendAtUs: number[]): number {
  const t = [...sendAtUs].sort((a, b) => a - b);
  let max = 0;
  for (let i = 0, j = 0; i < t.length; i++) {
    while (t[i] - t[j] >= 1_000_000) j++;
    max = Math.max(max, i - j + 1);
  }
  return max;
}

const redisTime = async (c: RedisClient) => {
  const [s, us] = (await c.sendCommand(['TIME'])) as unknown as [string, string];
  return Number(s) * 1_000_000 + Number(us);
};

let kv: TestKv;
let second: RedisClient;
const replicas: Replica[] = [];

beforeAll(async () => {
  // Two replicas: the same key prefix (the same KV_PREFIX) on two connections.
  kv = await createTestKv();
  if (kv.kind !== 'redis') throw new Error('this test needs Redis');
  const first = (kv as unknown as RedisKeyValueStore).client;
  second = await createRedisClient(testInfra().redisUrl);
  for (const client of [first, second]) {
    replicas.push({ client, limiter: createSendLimiter(redisKeyValueStore(timed(client), kv.prefix, false), 'send') });
  }
});

afterAll(async () => {
  if (second?.isOpen) await second.close();
  await kv?.cleanup();
});

describe('send limiter shared through Redis', () => {
  /** Two replicas saturate one number at `tier`; asserts the tier in every one-second window and ≥ 95 % of it overall. */
  const saturate = async (tier: number) => {
    const n = `pn-${tier}`;
    // 8 senders per replica reserving back to back (the engine's senders, without the sleep): the
    // schedule runs ahead of Redis's clock, so every slot is taken as soon as it can be. ~3 s of slots.
    const senders = 8;
    const each = Math.round((tier * 3) / (senders * replicas.length));
    const total = each * senders * replicas.length;
    const all: Reservation[] = [];
    await Promise.all(
      replicas.flatMap((r, index) =>
        Array.from({ length: senders }, async () => {
          for (let i = 0; i < each; i++) all.push(await reserve(r, index, n, tier));
        }),
      ),
    );
    expect(all).toHaveLength(total);
    // Both replicas took a real share of the one schedule.
    for (const index of [0, 1]) expect(all.filter((x) => x.replica === index).length).toBeGreaterThan(total * 0.3);
    const at = all.map((x) => x.sendAtUs);
    expect(busiestSecond(at)).toBeLessThanOrEqual(tier);
    const spanS = (Math.max(...at) - Math.min(...at)) / 1_000_000;
    expect((total - 1) / spanS).toBeGreaterThanOrEqual(tier * 0.95);
    // Saturated for real: the last slot lies seconds after the last reservation was made.
    expect(Math.max(...at) - Math.max(...all.map((x) => x.nowUs))).toBeGreaterThan(1_000_000);
  };

  // Every tier: the default (80), the upgraded one (1,000: the schedule's µs times were once rounded to
  // 100 µs by Lua's tostring, so 1,011 sends fitted in a second) and coexistence (20: a one-slot burst
  // once let 21 go in the first second).
  it.each([80, 1000, 20])(
    'two replicas saturating one number at %i/s together never exceed the tier in any one-second window and reach ≥ 95 % of it',
    saturate,
  );

  it('a pause (130429) asked by one replica pushes the number back for both; a shorter pause later changes nothing', async () => {
    const [r1, r2] = replicas;
    const n = 'pn-pause';
    const { intervalUs, burstUs } = schedule(80);
    // A running schedule first: both replicas have sent recently.
    await reserve(r1, 0, n, 80);
    await reserve(r2, 1, n, 80);
    const pausedAt = await pauseAt(r1, n, 2000);
    const a = await reserve(r2, 1, n, 80);
    const b = await reserve(r1, 0, n, 80);
    // Each goes 2 s after the pause at the earliest (less the burst tolerance; 1 ms for the floored wait).
    for (const x of [a, b]) {
      expect(x.sendAtUs).toBeGreaterThanOrEqual(pausedAt + 2_000_000 - burstUs - 1000);
      expect(x.waitMs).toBeGreaterThan(1500);
    }
    expect(b.sendAtUs - a.sendAtUs).toBeGreaterThanOrEqual(intervalUs - 1000);
    await pauseAt(r2, n, 100);
    const c = await reserve(r2, 1, n, 80);
    expect(c.sendAtUs).toBeGreaterThanOrEqual(b.sendAtUs + intervalUs - 1000);
  });

  it('the pair slot (one message per 6 s to a user from a number) taken on one replica holds on the other; given back, it is free on both', async () => {
    const [r1, r2] = replicas;
    const n = 'pn-pair';
    const before = await redisTime(r1.client);
    expect(await r1.limiter.pair(n, 'u1')).toBe(0);
    const wait = await r2.limiter.pair(n, 'u1');
    const after = await redisTime(r1.client);
    // The other replica waits what is left of the 6 s.
    expect(wait).toBeLessThanOrEqual(PAIR_INTERVAL_MS);
    expect(wait).toBeGreaterThanOrEqual(PAIR_INTERVAL_MS - (after - before) / 1000 - 1);
    expect(await r1.limiter.pair(n, 'u1')).toBeGreaterThan(0);
    // Per number: the same user on another number is free.
    expect(await r2.limiter.pair('pn-other', 'u1')).toBe(0);
    // Given back by the other replica (nothing went out): free again for both.
    await r2.limiter.releasePair(n, 'u1');
    expect(await r1.limiter.pair(n, 'u1')).toBe(0);
    expect(await r2.limiter.pair(n, 'u1')).toBeGreaterThan(0);
    // Racing replicas: exactly one of them gets each user's slot.
    const users = Array.from({ length: 50 }, (_, i) => `race-${i}`);
    const won = await Promise.all(users.map(async (u) => (await Promise.all([r1.limiter.pair(n, u), r2.limiter.pair(n, u)])).filter((w) => w === 0).length));
    expect(won).toEqual(users.map(() => 1));
  });
});
