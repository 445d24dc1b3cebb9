import { randomBytes } from 'node:crypto';

// Local test helpers: this library's own tests cannot import @platform/testing (it depends on
// this library, and Nx forbids the cycle). Same defaults as @platform/testing.

/** Postgres URL of the test server. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Unique lowercase name for a schema in this test run. */
export function uniqueTestName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}
