import { afterAll, describe, expect, it } from 'vitest';
import { createKv, createRateLimiter, type KeyValueStore } from './index';
import { TEST_REDIS_URL, uniqueTestPrefix } from './test-support';

const opened: KeyValueStore[] = [];
afterAll(async () => {
  for (const kv of opened) await kv.close();
});
async function kv(url: string | undefined, prefix: string, connectTimeoutMs?: number) {
  const store = await createKv({ url, prefix, timeouts: connectTimeoutMs ? { connectTimeoutMs } : undefined });
  opened.push(store);
  return store;
}

describe('rate limiter on Redis', () => {
  it('admits exactly `points` per window across two replicas under heavy concurrency (no overshoot)', async () => {
    const prefix = uniqueTestPrefix('rlt');
    // Two connections = two gateway replicas sharing one Redis.
    const replicaA = createRateLimiter({ store: await kv(TEST_REDIS_URL, prefix), keyPrefix: 'plan', points: 50, durationSec: 60 });
    const replicaB = createRateLimiter({ store: await kv(TEST_REDIS_URL, prefix), keyPrefix: 'plan', points: 50, durationSec: 60 });
    const decisions = await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? replicaA : replicaB).consume('project-1')));
    const allowed = decisions.filter((d) => d.allowed);
    expect(allowed).toHaveLength(50);
    expect(new Set(allowed.map((d) => d.remaining)).size).toBe(50); // each admitted request saw a distinct count
    expect(decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0 && d.msBeforeNext > 0 && d.msBeforeNext <= 60_000)).toBe(true);
    expect(decisions[0].limit).toBe(50);
    // Other keys have their own budget.
    expect((await replicaA.consume('project-2')).allowed).toBe(true);
  });

  it('counts weighted requests (points > 1) and opens a new window after the duration', async () => {
    const limiter = createRateLimiter({ store: await kv(TEST_REDIS_URL, uniqueTestPrefix('rlt')), keyPrefix: 'w', points: 5, durationSec: 1 });
    expect(await limiter.consume('k', 3)).toMatchObject({ allowed: true, remaining: 2 });
    expect(await limiter.consume('k', 3)).toMatchObject({ allowed: false, remaining: 0 });
    expect(await limiter.consume('k', 2)).toMatchObject({ allowed: false }); // the refused 3 still counted: fixed window
    await new Promise((r) => setTimeout(r, 1100));
    expect(await limiter.consume('k', 1)).toMatchObject({ allowed: true, remaining: 4 });
  });

  it('while Redis is down: with insurance "memory" answers from a per-process limiter, with "none" rejects fast', async () => {
    const down = await kv('redis://127.0.0.1:1', uniqueTestPrefix('rlt'), 200);
    const insured = createRateLimiter({ store: down, keyPrefix: 'plan', points: 3, durationSec: 60, insurance: 'memory' });
    const t0 = Date.now();
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await insured.consume('p')).allowed);
    expect(results).toEqual([true, true, true, false, false]);
    const bare = createRateLimiter({ store: down, keyPrefix: 'plan', points: 3, durationSec: 60, insurance: 'none' });
    await expect(bare.consume('p')).rejects.toBeTruthy();
    expect(Date.now() - t0).toBeLessThan(1_000);
  });
});

describe('rate limiter in memory (all-in-one mode)', () => {
  it('admits exactly `points` per window within the process', async () => {
    const limiter = createRateLimiter({ store: await kv(undefined, uniqueTestPrefix('rlt')), keyPrefix: 'plan', points: 10, durationSec: 60 });
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.consume('p')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions[9]).toMatchObject({ allowed: true, remaining: 0, limit: 10 });
  });
});
