import { randomBytes } from 'node:crypto';

// Local test helpers: this library's own tests cannot import @platform/testing (it depends on
// this library, and Nx forbids the cycle). Same defaults as @platform/testing.

/** Redis URL of the test server. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Unique key prefix for this test run. */
export function uniqueTestPrefix(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}
