import type { Logger } from '@platform/logger';
import { createClient } from 'redis';
import type { KeyValueStore } from './kv';

function buildClient(url: string, connectTimeout: number, commandTimeout: number) {
  return createClient({
    url,
    socket: { connectTimeout, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
    disableOfflineQueue: true,
    commandsQueueMaxLength: 10_000,
    commandOptions: { timeout: commandTimeout },
  });
}

/** node-redis client as created by `createRedisClient` (RESP 2, default modules). */
export type RedisClient = ReturnType<typeof buildClient>;

/** Redis adapter: also exposes its client (for the rate limiter) and prefix. */
export interface RedisKeyValueStore extends KeyValueStore {
  readonly kind: 'redis';
  /** The underlying node-redis client (shared connection; do not close it directly). */
  readonly client: RedisClient;
}

/** Timeouts that keep callers from hanging while Redis is unreachable. */
export type RedisTimeouts = {
  /** TCP connect timeout; default 1000 ms. */
  connectTimeoutMs?: number;
  /** Per-command timeout; default 1000 ms. */
  commandTimeoutMs?: number;
};

// Deletes the key only if it still holds the caller's value (lock release).
const DELETE_IF_EQUALS = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Creates a node-redis client that fails fast: no offline queue (commands reject at once while
 * disconnected), bounded connect and command timeouts, a bounded command queue, and background
 * reconnection with capped backoff. Resolves after the first connection or after the connect
 * timeout, whichever is first: a down Redis at boot does not block startup.
 */
export async function createRedisClient(url: string, timeouts: RedisTimeouts = {}, logger?: Logger): Promise<RedisClient> {
  const connectTimeout = timeouts.connectTimeoutMs ?? 1000;
  const client = buildClient(url, connectTimeout, timeouts.commandTimeoutMs ?? 1000);
  let lastLog = 0;
  client.on('error', (err: Error) => {
    // The client reconnects by itself; log at most every 10 s instead of on every attempt.
    if (Date.now() - lastLog > 10_000) {
      lastLog = Date.now();
      logger?.warn({ err }, 'redis unavailable; retrying in the background');
    }
  });
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  await Promise.race([connected, new Promise((r) => setTimeout(r, connectTimeout).unref())]);
  return client;
}

/** Wraps a connected client as a KeyValueStore under `prefix`. `ownsClient` closes it on close(). */
export function redisKeyValueStore(client: RedisClient, prefix: string, ownsClient = true): RedisKeyValueStore {
  const k = (key: string) => `${prefix}:${key}`;
  return {
    kind: 'redis',
    prefix,
    client,
    async get(key) {
      return client.get(k(key));
    },
    async set(key, value, ttlMs) {
      if (ttlMs) await client.set(k(key), value, { expiration: { type: 'PX', value: Math.ceil(ttlMs) } });
      else await client.set(k(key), value);
    },
    async setIfAbsent(key, value, ttlMs) {
      const res = await client.set(k(key), value, { condition: 'NX', expiration: { type: 'PX', value: Math.ceil(ttlMs) } });
      return res === 'OK';
    },
    async del(key) {
      await client.del(k(key));
    },
    async deleteIfEquals(key, value) {
      const res = await client.eval(DELETE_IF_EQUALS, { keys: [k(key)], arguments: [value] });
      return res === 1;
    },
    async close() {
      if (!ownsClient) return;
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
}
