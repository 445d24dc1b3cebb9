import { afterEach, describe, expect, it } from 'vitest';
import { testInfra, uniqueName } from '@platform/testing';
import { KvGatewayLimiter } from './limiter';

const HEALTH = [
  { name: 'route:health-second', points: 5, durationSec: 1 },
  { name: 'route:health-minute', points: 60, durationSec: 60 },
];

let limiter: KvGatewayLimiter | undefined;
afterEach(async () => limiter?.close());

describe.each([
  ['Redis', () => testInfra().redisUrl],
  ['memory', () => undefined],
])('consumeAll on %s: a call refused by one window consumes no window (issue 13 #5)', (_name, url) => {
  it('a burst of 10 against 5/s and 60/min: 5 pass, and the minute budget is 55, not 50', async () => {
    limiter = await KvGatewayLimiter.create({ redisUrl: url(), prefix: uniqueName('lim'), onRedisDown: 'closed' });
    const key = 'project-1';
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await limiter.consumeAll(key, HEALTH));
    expect(results.filter((d) => d.every((x) => x.allowed))).toHaveLength(5);
    const last = results[9];
    expect(last[0]).toMatchObject({ allowed: false, limit: 5 });
    expect(last[1]).toMatchObject({ limit: 60, remaining: 55 });
    // Decisions come back in the order the limits were given, whatever order they were counted in.
    const reversed = await limiter.consumeAll(key, [...HEALTH].reverse());
    expect(reversed[0].limit).toBe(60);
    expect(reversed[1]).toMatchObject({ allowed: false, limit: 5 });
    expect(reversed[0].remaining).toBe(55);
  });

  it('a call refused by the longer window gives back its point of the shorter one', async () => {
    limiter = await KvGatewayLimiter.create({ redisUrl: url(), prefix: uniqueName('lim'), onRedisDown: 'closed' });
    const tight = [
      { name: 'route:a-second', points: 5, durationSec: 1 },
      { name: 'route:a-minute', points: 2, durationSec: 60 },
    ];
    const d = [];
    for (let i = 0; i < 4; i++) d.push(await limiter.consumeAll('k', tight));
    expect(d.map((x) => x.every((y) => y.allowed))).toEqual([true, true, false, false]);
    // Two calls passed: the second window has 3 of 5 left (the refused calls took nothing).
    expect(d[3][0].remaining).toBe(3);
  });
});
