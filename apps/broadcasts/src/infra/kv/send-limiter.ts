import type { KeyValueStore, RedisKeyValueStore } from '@platform/kv';

/**
 * The per-number send pacing every replica shares (issue 17 item 4, decision 0803):
 * - throughput: a GCRA schedule per number in Redis — each send reserves the next slot
 *   (`1 / (rate × headroom)` apart, a small burst tolerance), so replicas together never exceed
 *   the number's messages per second in any one-second window, and a 130429 pushes the whole
 *   schedule back for every replica at once;
 * - pair: one message per 6 s to the same user from the same number (131056).
 * Time is Redis's own (`TIME`): replicas with skewed clocks still share one schedule.
 */
export interface SendLimiter {
  /** Reserves the next send slot of `phoneNumberId` at `mps`; resolves with the ms to wait before sending. */
  reserve(phoneNumberId: string, mps: number): Promise<number>;
  /** Pushes the number's schedule back by `ms` (the upstream said 130429). */
  pause(phoneNumberId: string, ms: number): Promise<void>;
  /** Takes the pair slot of (number, user): 0 when the send may go now, else ms until it may. */
  pair(phoneNumberId: string, user: string): Promise<number>;
  /** Gives the pair slot back (the send did not go out). */
  releasePair(phoneNumberId: string, user: string): Promise<void>;
}

/** Fraction of the tier the schedule uses: the upstream counts arrivals, network jitter bunches them. */
export const HEADROOM = 0.97;
/** One message per this many ms to the same user (reference 2.1, 131056). */
export const PAIR_INTERVAL_MS = 6_000;

// Times are µs since the epoch (~1.8e15): stored with string.format('%.0f'), since Lua's tostring keeps
// 14 significant digits and rounded them to 100 µs (at 1,000/s the 1,030 µs slots became 1,000 µs).
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local interval = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
local start = tat
if start < now then start = now end
local wait = start - burst - now
if wait < 0 then wait = 0 end
local nt = start + interval
redis.call('SET', KEYS[1], string.format('%.0f', nt), 'PX', math.floor((nt - now) / 1000) + 2000)
return math.floor(wait / 1000)`;

const PAUSE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local until_ = now + tonumber(ARGV[1]) * 1000
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < until_ then redis.call('SET', KEYS[1], string.format('%.0f', until_), 'PX', tonumber(ARGV[1]) + 2000) end
return 0`;

/** Interval and burst tolerance (µs) of a number's schedule at `mps`. */
export function schedule(mps: number): { intervalUs: number; burstUs: number } {
  const intervalUs = Math.max(1, Math.floor(1_000_000 / (Math.max(1, mps) * HEADROOM)));
  // About 1 % of a second's messages may go early (none below 100/s: one early slot at 20/s let 21 go
  // in a second): total ≤ 98 % of the tier in any second.
  const burstUs = intervalUs * Math.floor(mps * 0.01);
  return { intervalUs, burstUs };
}

/** The limiter on `kv`: shared through Redis when it is Redis, per process otherwise (all-in-one mode). */
export function createSendLimiter(kv: KeyValueStore, prefix: string): SendLimiter {
  if (kv.kind === 'redis') return redisLimiter(kv as RedisKeyValueStore, prefix);
  return memoryLimiter();
}

function redisLimiter(kv: RedisKeyValueStore, prefix: string): SendLimiter {
  const base = `${kv.prefix ? `${kv.prefix}:` : ''}${prefix}`;
  const tps = (n: string) => `${base}:tps:${n}`;
  return {
    async reserve(n, mps) {
      const s = schedule(mps);
      const r = await kv.client.eval(RESERVE, { keys: [tps(n)], arguments: [String(s.intervalUs), String(s.burstUs)] });
      return Number(r);
    },
    async pause(n, ms) {
      await kv.client.eval(PAUSE, { keys: [tps(n)], arguments: [String(Math.max(1, Math.round(ms)))] });
    },
    async pair(n, user) {
      const k = `pair:${prefix}:${n}:${user}`;
      if (await kv.setIfAbsent(k, '1', PAIR_INTERVAL_MS)) return 0;
      const ttl = Number(await kv.client.pTTL(`${kv.prefix ? `${kv.prefix}:` : ''}${k}`).catch(() => -1));
      return ttl > 0 ? ttl : PAIR_INTERVAL_MS;
    },
    async releasePair(n, user) {
      await kv.del(`pair:${prefix}:${n}:${user}`);
    },
  };
}

/** Per-process limiter with the same schedule (one process: the all-in-one mode, tests without Redis). */
export function memoryLimiter(nowUs: () => number = () => Number(process.hrtime.bigint() / 1000n)): SendLimiter {
  const tat = new Map<string, number>();
  const pairs = new Map<string, number>();
  return {
    async reserve(n, mps) {
      const now = nowUs();
      const s = schedule(mps);
      const start = Math.max(tat.get(n) ?? 0, now);
      tat.set(n, start + s.intervalUs);
      return Math.max(0, Math.floor((start - s.burstUs - now) / 1000));
    },
    async pause(n, ms) {
      const until = nowUs() + ms * 1000;
      if ((tat.get(n) ?? 0) < until) tat.set(n, until);
    },
    async pair(n, user) {
      const now = nowUs() / 1000;
      const k = `${n}:${user}`;
      const at = pairs.get(k);
      if (at !== undefined && at > now) return Math.ceil(at - now);
      pairs.set(k, now + PAIR_INTERVAL_MS);
      if (pairs.size > 100_000) for (const [key, v] of pairs) if (v <= now) pairs.delete(key);
      return 0;
    },
    async releasePair(n, user) {
      pairs.delete(`${n}:${user}`);
    },
  };
}
