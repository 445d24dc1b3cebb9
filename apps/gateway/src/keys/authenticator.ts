import { LRUCache } from 'lru-cache';
import type { ApiKeysRepository, KeyPrincipal } from './api-keys.repository';
import { hashApiKey, looksLikeApiKey } from './api-key';

/** Outcome of checking a presented key. */
export type AuthResult = { ok: true; principal: KeyPrincipal } | { ok: false; reason: 'missing' | 'invalid' | 'revoked' | 'expired'; principal?: KeyPrincipal };

/** Options of the {@link Authenticator}. */
export interface AuthenticatorOptions {
  /**
   * Oldest a lookup may be and still be trusted, in ms (≤ 5000: the revocation promise). A key whose
   * lookup is older is looked up again before its request goes on.
   */
  maxStaleMs: number;
  /**
   * How often the keys in use are re-read in one batched query, in ms (0 = never; every entry then
   * simply expires after `maxStaleMs`). Keeps hot keys fresh without a lookup on their request path.
   */
  revalidateMs: number;
  /** Entries not used for this long are dropped (and no longer revalidated); default 60 s. */
  idleMs?: number;
  /** Called when a background revalidation fails (the entries then age out after `maxStaleMs`). */
  onRevalidateError?: (err: unknown) => void;
  /**
   * Wall clock (epoch ms) a rotated key's `expiresAt` is compared with; default `Date.now`. The end
   * of a grace period travels in the cached entry, so it is exact on every replica, not bounded by
   * revalidation.
   */
  now?: () => number;
}

type Entry = { principal: KeyPrincipal | null; checkedAt: number };

/**
 * Resolves `X-API-Key` to its project, caching lookups per replica keyed by the key's hash (never the
 * secret). An entry is trusted only while its lookup is at most `maxStaleMs` old, so a revoked key,
 * or a plan change, reaches every replica within that bound whatever else happens. To keep that
 * bound without a database round trip per key every few seconds, a timer re-reads every key in use
 * in batched queries each `revalidateMs`: one prepared statement per 1,000 keys in use, per replica. Unknown keys are cached too (negative entries, never revalidated),
 * so a flood of bad keys costs one lookup each per `maxStaleMs`.
 */
export class Authenticator {
  private readonly cache: LRUCache<string, Entry>;
  /** Lookups on the request path under way, per hash: concurrent requests with one key share one. */
  private readonly lookups = new Map<string, { startedAt: number; entry: Promise<Entry> }>();
  /** Bumped by `forget` and `clear`: a lookup started before then neither answers later requests nor fills the cache. */
  private generation = 0;
  private readonly timer: NodeJS.Timeout | undefined;
  private revalidating: Promise<void> | undefined;

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly opts: AuthenticatorOptions,
  ) {
    // ttlResolution 0: the cache reads the clock on each check instead of keeping it for a millisecond
    // behind a timer it sets (a timer per millisecond of requests, on the request path).
    this.cache = new LRUCache({ max: 50_000, ttl: opts.idleMs ?? 60_000, updateAgeOnGet: true, ttlResolution: 0 });
    if (opts.revalidateMs > 0) {
      this.timer = setInterval(() => void this.revalidate(), opts.revalidateMs);
      this.timer.unref();
    }
  }

  /** Checks a header value. */
  async authenticate(header: string | undefined): Promise<AuthResult> {
    if (!header) return { ok: false, reason: 'missing' };
    if (!looksLikeApiKey(header)) return { ok: false, reason: 'invalid' };
    const hash = hashApiKey(header);
    let entry = this.cache.get(hash);
    if (!entry || performance.now() - entry.checkedAt > this.opts.maxStaleMs) entry = await this.lookUp(hash);
    if (!entry.principal) return { ok: false, reason: 'invalid' };
    const p = entry.principal;
    if (p.revoked) return { ok: false, reason: 'revoked', principal: p };
    if (p.expiresAt !== null && (this.opts.now ?? Date.now)() >= p.expiresAt) return { ok: false, reason: 'expired', principal: p };
    return { ok: true, principal: p };
  }

  /**
   * Looks `hash` up and caches the answer. A request that needs the same key while a lookup of it is under
   * way waits for that lookup when it started at most `maxStaleMs` ago (its answer is then as fresh as the
   * cache promises): a key first seen by many connections at once, or whose entry went stale under load,
   * costs one query instead of one per request (the gateway bench's 50 connections made ~10 lookups per new
   * key without it).
   */
  private lookUp(hash: string): Promise<Entry> {
    const now = performance.now();
    const running = this.lookups.get(hash);
    if (running && now - running.startedAt <= this.opts.maxStaleMs) return running.entry;
    const generation = this.generation;
    const lookup = {
      startedAt: now,
      entry: this.keys.findByHash(hash).then((principal) => {
        const entry = { principal: principal ?? null, checkedAt: now };
        const current = this.cache.peek(hash);
        // A newer lookup or re-read may have answered meanwhile (keep the newer one); a forget since drops this one.
        if (generation === this.generation && (!current || current.checkedAt <= now)) this.cache.set(hash, entry);
        return entry;
      }),
    };
    this.lookups.set(hash, lookup);
    const forget = () => {
      if (this.lookups.get(hash) === lookup) this.lookups.delete(hash);
    };
    lookup.entry.then(forget, forget);
    return lookup.entry;
  }

  /**
   * Re-reads every cached known key in batched queries (one at a time per replica). An entry's
   * `checkedAt` becomes the time the query started, so a change committed before that is seen.
   */
  revalidate(): Promise<void> {
    this.revalidating ??= this.revalidateAll().finally(() => {
      this.revalidating = undefined;
    });
    return this.revalidating;
  }

  private async revalidateAll(): Promise<void> {
    const hashes: string[] = [];
    for (const [hash, e] of this.cache.entries()) if (e.principal) hashes.push(hash);
    for (let i = 0; i < hashes.length; i += 1000) {
      const batch = hashes.slice(i, i + 1000);
      const checkedAt = performance.now();
      let found: Map<string, KeyPrincipal>;
      try {
        found = await this.keys.findByHashes(batch);
      } catch (err) {
        this.opts.onRevalidateError?.(err);
        return;
      }
      for (const hash of batch) {
        const current = this.cache.peek(hash);
        // A lookup on the request path may have refreshed the entry meanwhile: keep the newer one.
        if (current && current.checkedAt > checkedAt) continue;
        this.cache.set(hash, { principal: found.get(hash) ?? null, checkedAt }, { noUpdateTTL: Boolean(current) });
      }
    }
  }

  /**
   * Drops the cached lookups of one key on this replica, so a revocation or rotation made through it
   * applies here at once (other replicas: within their revalidation interval). A scan of the cache:
   * keys change rarely, and the cache holds hashes, not ids.
   */
  forget(keyId: string): void {
    const hashes: string[] = [];
    for (const [hash, e] of this.cache.entries()) if (e.principal?.keyId === keyId) hashes.push(hash);
    for (const hash of hashes) this.cache.delete(hash);
    // A lookup under way may have read the key before the change: the next request looks it up again.
    this.lookups.clear();
    this.generation += 1;
  }

  /** Drops cached lookups (this replica), e.g. after an admin change made through it. */
  clear(): void {
    this.cache.clear();
    this.lookups.clear();
    this.generation += 1;
  }

  /** Stops the revalidation timer. */
  close(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
