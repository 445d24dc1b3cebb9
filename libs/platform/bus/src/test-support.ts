import { randomBytes } from 'node:crypto';

// Local test helpers: this library's own tests cannot import @platform/testing (it depends on
// this library, and Nx forbids the cycle). Same defaults as @platform/testing.

/** Postgres URL of the test server. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** NATS URL of the test server. */
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** Unique lowercase name (schema, namespace) for this test run. */
export function uniqueTestName(prefix: string): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/** Polls `predicate` until it is true or `timeoutMs` passes. */
export async function waitUntil(predicate: () => boolean | Promise<boolean>, timeoutMs = 5000, intervalMs = 10): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Deletes every JetStream stream whose name starts with `<namespace>_`. */
export async function deleteNamespacedStreams(url: string, namespace: string): Promise<void> {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      if (name.startsWith(`${namespace}_`)) await jsm.streams.delete(name);
    }
  } finally {
    await nc.close();
  }
}
