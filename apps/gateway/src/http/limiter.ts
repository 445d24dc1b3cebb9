import { createKv, createRateLimiter, type KeyValueStore, type RateLimiter } from '@platform/kv';

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
  /** Counts one request of `key` (or `cost` of them at once) against `points` per `durationSec`. */
  consume(name: string, key: string, points: number, durationSec: number, cost?: number): Promise<LimitDecision>;
  /**
   * Counts one request against several limits of one key (e.g. 5 per second and 60 per minute),
   * shortest window first, all or nothing: the first limit that refuses stops the count and the
   * points already taken from the others are given back, so a refused request consumes no window.
   * Decisions come back in the order given; limits after a refusal report their state unchanged.
   */
  consumeAll(key: string, limits: ReadonlyArray<{ name: string; points: number; durationSec: number }>): Promise<LimitDecision[]>;
  /** Gives one point of `key` back to a limit (a successful sign-in does not count towards the lockout). */
  refund(name: string, key: string, points: number, durationSec: number): Promise<void>;
  close(): Promise<void>;
}

/** Raised when the limit store is unreachable and the policy is fail-closed (→ 503). */
export class LimiterUnavailableError extends Error {}

/**
 * Plan and per-route limits on @platform/kv's fixed-window limiter: with Redis, one atomic round
 * trip per request, exact across replicas. While Redis is down, `open` decides with a per-replica
 * memory limiter of the same size (availability over exactness), `closed` raises
 * {@link LimiterUnavailableError}. Without Redis (embedded mode) the memory store is the store.
 */
export class KvGatewayLimiter implements GatewayLimiter {
  private readonly limiters = new Map<string, RateLimiter>();

  private constructor(
    private readonly store: KeyValueStore,
    private readonly onRedisDown: 'open' | 'closed',
  ) {}

  /** Connects to Redis (`redisUrl`) or uses memory; never blocks startup longer than the connect timeout. */
  static async create(opts: { redisUrl?: string; prefix: string; onRedisDown: 'open' | 'closed'; commandTimeoutMs?: number }): Promise<KvGatewayLimiter> {
    const store = await createKv({
      url: opts.redisUrl,
      prefix: opts.prefix,
      timeouts: { connectTimeoutMs: 1000, commandTimeoutMs: opts.commandTimeoutMs ?? 1000 },
    });
    return new KvGatewayLimiter(store, opts.onRedisDown);
  }

  async consumeAll(key: string, limits: ReadonlyArray<{ name: string; points: number; durationSec: number }>): Promise<LimitDecision[]> {
    const order = limits.map((l, i) => ({ l, i })).sort((a, b) => a.l.durationSec - b.l.durationSec);
    const decisions: LimitDecision[] = new Array(limits.length);
    const taken: Array<{ name: string; points: number; durationSec: number }> = [];
    for (const { l, i } of order) {
      const d = await this.consume(l.name, key, l.points, l.durationSec);
      if (d.allowed) {
        decisions[i] = d;
        taken.push(l);
        continue;
      }
      // Refused: give back this limit's point (the window was full anyway) and every point taken before.
      try {
        await Promise.all([l, ...taken].map((t) => this.limiterFor(t.name, t.points, t.durationSec).refund(key)));
        decisions[i] = d;
        for (const t of taken) {
          const j = limits.indexOf(t);
          decisions[j] = { ...decisions[j], remaining: Math.min(decisions[j].limit, decisions[j].remaining + 1) };
        }
        for (const { l: rest, i: k } of order) {
          if (decisions[k] === undefined) decisions[k] = await this.limiterFor(rest.name, rest.points, rest.durationSec).peek(key);
        }
      } catch (err) {
        throw new LimiterUnavailableError(`rate limit store unavailable: ${err instanceof Error ? err.message : String(err)}`);
      }
      return decisions;
    }
    return decisions;
  }

  private limiterFor(name: string, points: number, durationSec: number): RateLimiter {
    const id = `${name}:${points}:${durationSec}`;
    let l = this.limiters.get(id);
    if (!l) {
      // The key prefix leaves out the points: a plan change keeps the current window's count.
      l = createRateLimiter({
        store: this.store,
        keyPrefix: `rl:${name}:${durationSec}`,
        points,
        durationSec,
        insurance: this.onRedisDown === 'open' ? 'memory' : 'none',
      });
      this.limiters.set(id, l);
    }
    return l;
  }

  async consume(name: string, key: string, points: number, durationSec: number, cost = 1): Promise<LimitDecision> {
    const l = this.limiterFor(name, points, durationSec);
    try {
      return await l.consume(key, cost);
    } catch (err) {
      throw new LimiterUnavailableError(`rate limit store unavailable: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async refund(name: string, key: string, points: number, durationSec: number): Promise<void> {
    try {
      await this.limiterFor(name, points, durationSec).refund(key);
    } catch (err) {
      throw new LimiterUnavailableError(`rate limit store unavailable: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async close(): Promise<void> {
    await this.store.close();
  }
}
