import type { Logger } from '@platform/logger';
import type { KeyValueStore } from './kv';
import { createMemoryKv } from './memory-kv';
import { createRedisClient, redisKeyValueStore, type RedisTimeouts } from './redis-kv';

/** Options of `createKv`. */
export type CreateKvOptions = {
  /** Redis URL. Absent: the in-process store (all-in-one mode). */
  url?: string;
  /** Key prefix, e.g. the service name (tests: a unique one per file). */
  prefix: string;
  /** Redis timeouts (defaults: 1 s connect; a connection leaving a command unanswered 1 s is dropped and opened again). */
  timeouts?: RedisTimeouts;
  /** Logs Redis connectivity problems (throttled). */
  logger?: Logger;
};

/** Opens the key-value store: Redis when `url` is set, otherwise in-process memory. */
export async function createKv(opts: CreateKvOptions): Promise<KeyValueStore> {
  if (!/^[A-Za-z0-9_.:-]+$/.test(opts.prefix)) throw new Error(`invalid kv prefix: ${opts.prefix}`);
  if (!opts.url) return createMemoryKv({ prefix: opts.prefix });
  const client = await createRedisClient(opts.url, opts.timeouts, opts.logger);
  return redisKeyValueStore(client, opts.prefix);
}
