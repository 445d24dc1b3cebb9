import { defineConfig } from 'vitest/config';

const include = ['apps/**/*.test.ts', 'libs/**/*.test.ts', 'tools/**/*.test.ts', 'deploy/**/*.test.ts'];
const exclude = ['**/node_modules/**', '**/dist/**'];

/**
 * One vitest config for the whole workspace. Test files isolate themselves on the shared
 * Postgres/Redis/NATS servers (unique schema, stream and key prefixes), so files run in parallel
 * ('suite'). Files named `*.serial.test.ts` compare throughputs (e.g. webhook endpoint isolation,
 * reliability R4): they run after the suite, one at a time ('serial'), because a neighbour's CPU
 * burst landing in one of their phases would decide the comparison instead of the code.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'suite', include, exclude: [...exclude, '**/*.serial.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'serial',
          include: include.map((p) => p.replace(/\.test\.ts$/, '.serial.test.ts')),
          exclude,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
