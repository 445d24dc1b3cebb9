/**
 * Small shared key-value state (what Redis does for us: caches, locks, idempotency markers).
 * Keys are scoped by the store's prefix. Two adapters: Redis and an in-process LRU.
 */
export interface KeyValueStore {
  /** Engine behind the store. */
  readonly kind: 'redis' | 'memory';
  /** Prefix applied to every key (`<prefix>:<key>`). */
  readonly prefix: string;
  /** Value of `key`, or null when absent or expired. */
  get(key: string): Promise<string | null>;
  /** Sets `key`, replacing any value; expires after `ttlMs` when given. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets `key` only if absent (a lock or first-writer-wins marker); true if this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes `key` whatever its value. */
  del(key: string): Promise<void>;
  /** Deletes `key` only if it still holds `value` (releases a lock without stealing a successor's); true if deleted. */
  deleteIfEquals(key: string, value: string): Promise<boolean>;
  /** Closes the connection (no-op in memory). */
  close(): Promise<void>;
}
