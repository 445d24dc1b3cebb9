/**
 * @platform/kv: shared key-value state (Redis or in-process) and fixed-window rate limiting.
 */
export type { KeyValueStore } from './kv';
export { createKv, type CreateKvOptions } from './create-kv';
export { createMemoryKv, MEMORY_KV_MAX_ENTRIES } from './memory-kv';
export { createRedisClient, redisKeyValueStore, type RedisClient, type RedisKeyValueStore, type RedisTimeouts } from './redis-kv';
export { createRateLimiter, type RateLimitDecision, type RateLimiter, type RateLimiterOptions } from './rate-limiter';
