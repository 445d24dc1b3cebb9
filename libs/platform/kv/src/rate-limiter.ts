import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { KeyValueStore } from './kv';
import type { RedisClient, RedisKeyValueStore } from './redis-kv';

/** Outcome of one `consume`. */
export type RateLimitDecision = {
  /** True when the request fits in the current window. */
  allowed: boolean;
  /** Points per window (`points`). */
  limit: number;
  /** Points left in the window after this request (0 when refused). */
  remaining: number;
  /** Milliseconds until the window resets (use for `Retry-After` / `RateLimit` reset). */
  msBeforeNext: number;
};

/** A fixed-window limiter keyed by an arbitrary string (API key, project, IP). */
export interface RateLimiter {
  /** Takes `points` (default 1) for `key`. Rejects only if the store fails and no insurance is configured. */
  consume(key: string, points?: number): Promise<RateLimitDecision>;
  /** Gives back `points` (default 1) taken from `key` in the current window (a request refused by another limit). */
  refund(key: string, points?: number): Promise<void>;
  /** The current window of `key` without taking anything. */
  peek(key: string): Promise<RateLimitDecision>;
}

/** Options of `createRateLimiter`. */
export type RateLimiterOptions = {
  /** A store from `createKv` (Redis → shared limiter; memory → per-process limiter) or a node-redis client. */
  store: KeyValueStore | RedisClient;
  /** Names this limit (`<store prefix>:<keyPrefix>:<key>` in Redis), e.g. `rl:plan`. */
  keyPrefix: string;
  /** Points per window. */
  points: number;
  /** Window length in seconds; the window starts at a key's first request. */
  durationSec: number;
  /**
   * While Redis is unreachable: 'memory' answers from a per-process memory limiter with the same
   * limits (N replicas then admit up to N × points: fail open, approximately), 'none' rejects the
   * call at once so the caller chooses (default).
   */
  insurance?: 'memory' | 'none';
};

function isKvStore(s: KeyValueStore | RedisClient): s is KeyValueStore {
  return typeof (s as KeyValueStore).kind === 'string' && typeof (s as KeyValueStore).setIfAbsent === 'function';
}

/**
 * Fixed-window rate limiter on rate-limiter-flexible. On Redis every decision is one atomic Lua
 * round trip (INCRBY + PEXPIRE in one script), so it is exact across processes: with N replicas
 * sharing Redis, exactly `points` requests per window are admitted.
 */
export function createRateLimiter(opts: RateLimiterOptions): RateLimiter {
  const { points, durationSec: duration } = opts;
  let limiter: RateLimiterAbstract;
  if (isKvStore(opts.store) && opts.store.kind === 'memory') {
    limiter = new RateLimiterMemory({ points, duration, keyPrefix: `${opts.store.prefix}:${opts.keyPrefix}` });
  } else {
    const client = isKvStore(opts.store) ? (opts.store as RedisKeyValueStore).client : opts.store;
    const keyPrefix = isKvStore(opts.store) ? `${opts.store.prefix}:${opts.keyPrefix}` : opts.keyPrefix;
    limiter = new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true, // answer from insurance (or fail) at once instead of waiting
      points,
      duration,
      keyPrefix,
      insuranceLimiter: opts.insurance === 'memory' ? new RateLimiterMemory({ points, duration, keyPrefix }) : undefined,
    });
  }

  return {
    async consume(key: string, cost = 1): Promise<RateLimitDecision> {
      try {
        const res = await limiter.consume(key, cost);
        return { allowed: true, limit: points, remaining: res.remainingPoints, msBeforeNext: res.msBeforeNext };
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          return { allowed: false, limit: points, remaining: 0, msBeforeNext: err.msBeforeNext };
        }
        throw err;
      }
    },
    async refund(key: string, cost = 1): Promise<void> {
      await limiter.reward(key, cost);
    },
    async peek(key: string): Promise<RateLimitDecision> {
      const res = await limiter.get(key);
      if (!res) return { allowed: true, limit: points, remaining: points, msBeforeNext: 0 };
      const remaining = Math.max(0, points - res.consumedPoints);
      return { allowed: remaining > 0, limit: points, remaining, msBeforeNext: res.msBeforeNext };
    },
  };
}
