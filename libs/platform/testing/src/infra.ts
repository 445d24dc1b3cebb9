/** Where the test servers are. */
export type TestInfra = {
  /** `TEST_DATABASE_URL`, default `postgres://postgres@127.0.0.1:5432/postgres`. */
  databaseUrl: string;
  /** `TEST_REDIS_URL`, default `redis://127.0.0.1:6379`. */
  redisUrl: string;
  /** `TEST_NATS_URL`, default `nats://127.0.0.1:4222`. */
  natsUrl: string;
};

/** Test server URLs from the environment, with the loopback defaults. */
export function testInfra(env: NodeJS.ProcessEnv = process.env): TestInfra {
  return {
    databaseUrl: env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    natsUrl: env.TEST_NATS_URL || 'nats://127.0.0.1:4222',
  };
}
