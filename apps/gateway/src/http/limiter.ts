import { createClient, type RedisClientType } from 'redis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Result of counting one request against a limit. */
export interface LimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets (Retry-After on a 429). */
  msBeforeNext: number;
}

/** Counts requests against named fixed-window limits shared by all gateway replicas. */
export interface GatewayLimiter {
  /** Counts one request of `key` against `points` per `durationSec`. */
  consume(name: string, key: string, points: number, durationSec: number): Promise<LimitDecision>;
  close(): Promise<void>;
}


/** Raised by the limiter when its store is unreachable and the policy is fail-closed (→ 503). */
export class LimiterUnavailableError extends Error {}

/** Bound on one Redis round trip; past it the request is decided by the Redis-down policy. */
const STORE_TIMEOUT_MS = 250;

/**
 * Fixed-window limits on rate-limiter-flexible. With Redis, one atomic round trip per request
 * (INCR + PEXPIRE in one script) makes the count exact across replicas. While Redis is down, `open`
 * decides with a per-replica memory limiter of the same size (availability over exactness; each
 * replica admits up to the limit), `closed` rejects with {@link LimiterUnavailableError}.
 * Without Redis (embedded mode) the memory store is the store.
 */
export class RateLimiterFlexibleLimiter implements GatewayLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly insurance = new Map<string, RateLimiterMemory>();

  private constructor(
    private readonly redis: RedisClientType | undefined,
    private readonly prefix: string,
    private readonly onRedisDown: 'open' | 'closed',
  ) {}

  /** A limiter on Redis (`url` set) or in memory. Connecting is attempted but never blocks startup. */
  static async create(opts: { redisUrl?: string; prefix: string; onRedisDown: 'open' | 'closed'; onError?: (err: unknown) => void }): Promise<RateLimiterFlexibleLimiter> {
    if (!opts.redisUrl) return new RateLimiterFlexibleLimiter(undefined, opts.prefix, opts.onRedisDown);
    const client = createClient({
      url: opts.redisUrl,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
    }) as RedisClientType;
    client.on('error', (err) => opts.onError?.(err));
    await Promise.race([client.connect().catch((err) => opts.onError?.(err)), new Promise((r) => setTimeout(r, 1500))]);
    return new RateLimiterFlexibleLimiter(client, opts.prefix, opts.onRedisDown);
  }

  private limiter(name: string, points: number, durationSec: number): RateLimiterAbstract {
    const id = `${name}:${points}:${durationSec}`;
    let l = this.limiters.get(id);
    if (!l) {
      // The key prefix does not include the points: a plan change keeps the window's count.
      const keyPrefix = `${this.prefix}:rl:${name}:${durationSec}`;
      l = this.redis
        ? new RateLimiterRedis({ storeClient: this.redis, useRedisPackage: true, keyPrefix, points, duration: durationSec, rejectIfRedisNotReady: true })
        : new RateLimiterMemory({ keyPrefix, points, duration: durationSec });
      this.limiters.set(id, l);
    }
    return l;
  }

  private insuranceFor(name: string, points: number, durationSec: number): RateLimiterMemory {
    const id = `${name}:${points}:${durationSec}`;
    let l = this.insurance.get(id);
    if (!l) this.insurance.set(id, (l = new RateLimiterMemory({ keyPrefix: `ins:${name}:${durationSec}`, points, duration: durationSec })));
    return l;
  }

  async consume(name: string, key: string, points: number, durationSec: number): Promise<LimitDecision> {
    try {
      return await decide(this.limiter(name, points, durationSec), key, points, this.redis ? STORE_TIMEOUT_MS : undefined);
    } catch (err) {
      if (!(err instanceof StoreError)) throw err;
      if (this.onRedisDown === 'closed') throw new LimiterUnavailableError('rate limit store unavailable');
      return decide(this.insuranceFor(name, points, durationSec), key, points, undefined);
    }
  }

  async close(): Promise<void> {
    if (this.redis?.isOpen) await this.redis.quit().catch(() => undefined);
  }
}

class StoreError extends Error {}

async function decide(l: RateLimiterAbstract, key: string, points: number, timeoutMs: number | undefined): Promise<LimitDecision> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const consumed = l.consume(key, 1);
    const res = timeoutMs
      ? await Promise.race([consumed, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new StoreError('rate limit store timeout')), timeoutMs)))])
      : await consumed;
    return { allowed: true, limit: points, remaining: res.remainingPoints, msBeforeNext: res.msBeforeNext };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { allowed: false, limit: points, remaining: 0, msBeforeNext: err.msBeforeNext };
    if (err instanceof StoreError) throw err;
    throw new StoreError(err instanceof Error ? err.message : String(err));
  } finally {
    if (timer) clearTimeout(timer);
  }
}
