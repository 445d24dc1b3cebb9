import { defineConfig } from 'vitest/config';

/**
 * One vitest config for the whole workspace. Test files isolate themselves on the shared
 * Postgres/Redis/NATS servers (unique schema, stream and key prefixes), so files run in parallel, two
 * at a time (the CI box's two cores). No test compares throughputs: speed is a figure of `bench/`.
 */
export default defineConfig({
  test: {
    include: ['apps/**/*.test.ts', 'libs/**/*.test.ts', 'tools/**/*.test.ts', 'deploy/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
