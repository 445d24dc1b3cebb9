import { type DomainError, unavailable } from '@platform/errors';
import type { Logger } from '@platform/logger';
import { createClient } from 'redis';
import type { KeyValueStore } from './kv';

function buildClient(url: string, connectTimeout: number) {
  return createClient({
    url,
    socket: { connectTimeout, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
    disableOfflineQueue: true,
    commandsQueueMaxLength: 10_000,
    // No timer per command (node-redis 5+ gives each one 5 s by default: an AbortSignal and a timer on
    // every call, a few µs of the gateway's request path): the connection's watchdog bounds the wait.
    commandOptions: { timeout: 0 },
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
  /**
   * How long the connection may leave a command unanswered before it counts as hung; default 1000 ms. A
   * hung connection is dropped (every command waiting on it fails at once) and opened again: see
   * {@link watchConnection}.
   */
  commandTimeoutMs?: number;
};

// Deletes the key only if it still holds the caller's value (lock release).
const DELETE_IF_EQUALS = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Creates a node-redis client that fails fast: no offline queue (commands reject at once while
 * disconnected), a bounded connect timeout, a bounded command queue, background reconnection with
 * capped backoff, and a watchdog that drops a connection that stops answering ({@link watchConnection}).
 * Resolves after the first connection or after the connect timeout, whichever is first: a down Redis
 * at boot does not block startup.
 */
export async function createRedisClient(url: string, timeouts: RedisTimeouts = {}, logger?: Logger): Promise<RedisClient> {
  const connectTimeout = timeouts.connectTimeoutMs ?? 1000;
  const client = buildClient(url, connectTimeout);
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
  watchConnection(client, timeouts.commandTimeoutMs ?? 1000, connectTimeout, logger);
  return client;
}

/** Stops the watchdog of a client (its owner is closing it). */
const watchdogs = new WeakMap<RedisClient, () => void>();

/**
 * The watchdog of a connection that is open but no longer answers (a stalled server, or a peer gone
 * without a reset: TCP keep-alive would take minutes to notice). node-redis' per-command `timeout` (on
 * by default, 5 s, since node-redis 5; turned off in `buildClient`) fails one command but leaves the stuck
 * connection as it is, and costs a timer and an AbortSignal per command; instead, one PING goes out every `commandTimeoutMs`
 * / 2 while the client is ready. Redis answers in order, so a PING unanswered after `commandTimeoutMs`
 * means every command behind it is stuck too: the connection is dropped (each waiting command fails at
 * once) and opened again; a new connection whose handshake gets no answer within `connectTimeoutMs` +
 * `commandTimeoutMs` is dropped and opened again too. A command therefore waits at most
 * ~1.5 × `commandTimeoutMs` on a hung connection, and commands fail at once while none is ready. The
 * verdict waits for the event loop's pending I/O (setImmediate), so a stalled event loop that has not
 * yet read the answer is no false alarm. Stops when the owner closes the store (or the client).
 */
export function watchConnection(client: RedisClient, commandTimeoutMs: number, connectTimeoutMs: number, logger?: Logger): void {
  let probe: { sentAt: number } | undefined;
  let recyclingSince = 0;
  let stopped = false;
  const timer = setInterval(
    () => {
      if (stopped) return;
      if (recyclingSince) {
        // The new connection's handshake got no answer either: drop it and try again.
        if (!client.isReady && Date.now() - recyclingSince > connectTimeoutMs + commandTimeoutMs) recycle();
        return;
      }
      if (!client.isOpen) return void stop();
      if (!client.isReady) return; // reconnecting by itself after an error
      const p = probe;
      if (p) {
        if (Date.now() - p.sentAt > commandTimeoutMs) setImmediate(() => probe === p && !stopped && !recyclingSince && recycle());
        return;
      }
      const mine = { sentAt: Date.now() };
      probe = mine;
      const done = () => {
        if (probe === mine) probe = undefined;
      };
      client.ping().then(done, done);
    },
    Math.max(10, Math.floor(commandTimeoutMs / 2)),
  );
  timer.unref();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  watchdogs.set(client, stop);
  const recycle = () => {
    const since = Date.now();
    recyclingSince = since;
    probe = undefined;
    logger?.warn({ timeout_ms: commandTimeoutMs }, 'redis: the connection stopped answering; dropped and opened again');
    if (client.isOpen) client.destroy();
    client.connect().then(
      () => {
        if (recyclingSince === since) recyclingSince = 0;
      },
      () => undefined, // dropped again meanwhile, or the owner closed it
    );
  };
}

/**
 * A Redis failure as the platform answers it (issue 31): node-redis rejects a command with its own
 * errors while Redis is down, restarting or frozen (ClientOfflineError, ClientClosedError, a socket
 * or watchdog drop, a timeout); callers get `UNAVAILABLE` `STORE_UNAVAILABLE`, which every surface
 * answers 503 with Retry-After, never 500. The original error is its `cause`.
 */
function storeUnavailable(err: unknown): DomainError {
  const e = unavailable('STORE_UNAVAILABLE', 'The shared store could not be reached; nothing was done; retry the request');
  (e as Error & { cause?: unknown }).cause = err;
  return e;
}

/** Runs one Redis command, its failure as {@link storeUnavailable}. */
async function command<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw storeUnavailable(err);
  }
}

/** Wraps a connected client as a KeyValueStore under `prefix`. `ownsClient` closes it on close(). */
export function redisKeyValueStore(client: RedisClient, prefix: string, ownsClient = true): RedisKeyValueStore {
  const k = (key: string) => `${prefix}:${key}`;
  return {
    kind: 'redis',
    prefix,
    client,
    get(key) {
      return command(() => client.get(k(key)));
    },
    async set(key, value, ttlMs) {
      await command(() => (ttlMs ? client.set(k(key), value, { expiration: { type: 'PX', value: Math.ceil(ttlMs) } }) : client.set(k(key), value)));
    },
    async setIfAbsent(key, value, ttlMs) {
      const res = await command(() => client.set(k(key), value, { condition: 'NX', expiration: { type: 'PX', value: Math.ceil(ttlMs) } }));
      return res === 'OK';
    },
    async del(key) {
      await command(() => client.del(k(key)));
    },
    async deleteIfEquals(key, value) {
      const res = await command(() => client.eval(DELETE_IF_EQUALS, { keys: [k(key)], arguments: [value] }));
      return res === 1;
    },
    async close() {
      if (!ownsClient) return;
      watchdogs.get(client)?.();
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
}
