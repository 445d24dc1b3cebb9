import { LRUCache } from 'lru-cache';
import type { KeyValueStore } from './kv';

/** Entries kept by the process-wide in-memory store before least-recently-used ones are evicted. */
export const MEMORY_KV_MAX_ENTRIES = 100_000;

// One store per process, as one Redis is shared by every service: stores with the same prefix see
// the same keys in the all-in-one mode.
let shared: LRUCache<string, string> | null = null;
function store(): LRUCache<string, string> {
  shared ??= new LRUCache<string, string>({ max: MEMORY_KV_MAX_ENTRIES });
  return shared;
}

/**
 * In-process adapter (all-in-one mode): an LRU with per-key TTL. Operations are atomic because the
 * process is single-threaded. Not shared between processes and lost on exit; when full, the
 * least recently used key is evicted (size `MEMORY_KV_MAX_ENTRIES`).
 */
export function createMemoryKv(opts: { prefix: string }): KeyValueStore {
  const prefix = opts.prefix;
  const k = (key: string) => `${prefix}:${key}`;
  return {
    kind: 'memory',
    prefix,
    async get(key) {
      return store().get(k(key)) ?? null;
    },
    async set(key, value, ttlMs) {
      store().set(k(key), value, ttlMs ? { ttl: ttlMs } : undefined);
    },
    async setIfAbsent(key, value, ttlMs) {
      const cache = store();
      if (cache.has(k(key))) return false;
      cache.set(k(key), value, { ttl: ttlMs });
      return true;
    },
    async del(key) {
      store().delete(k(key));
    },
    async deleteIfEquals(key, value) {
      const cache = store();
      if (cache.get(k(key)) !== value) return false;
      cache.delete(k(key));
      return true;
    },
    async close() {},
  };
}
