import { createKv, type KeyValueStore, type RedisKeyValueStore } from '@platform/kv';
import { testInfra } from './infra';
import { uniqueName } from './unique-name';

/** A Redis store on a unique prefix, with `cleanup()` deleting its keys and closing it. */
export type TestKv = KeyValueStore & {
  /** Deletes every key under the prefix and closes the connection. */
  cleanup(): Promise<void>;
};

/** Connects to the test Redis under a fresh key prefix. */
export async function createTestKv(opts: { url?: string } = {}): Promise<TestKv> {
  const kv = await createKv({ url: opts.url ?? testInfra().redisUrl, prefix: uniqueName('t') });
  return Object.assign(kv, {
    async cleanup() {
      if (kv.kind === 'redis') {
        const client = (kv as RedisKeyValueStore).client;
        const keys: string[] = [];
        for await (const batch of client.scanIterator({ MATCH: `${kv.prefix}:*`, COUNT: 500 })) keys.push(...batch);
        if (keys.length > 0) await client.del(keys);
      }
      await kv.close();
    },
  });
}
