import { describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createKv } from '@platform/kv';
import { createServer } from 'node:net';
import { bindable, createTestBus, createTestDb, createTestKv, freePort, freePortRange, testInfra, uniqueName, waitFor } from './index';

describe('testInfra', () => {
  it('uses the loopback defaults and honours TEST_* overrides', () => {
    expect(testInfra({})).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      redisUrl: 'redis://127.0.0.1:6379',
      natsUrl: 'nats://127.0.0.1:4222',
    });
    expect(testInfra({ TEST_REDIS_URL: 'redis://other:1' }).redisUrl).toBe('redis://other:1');
  });
});

describe('uniqueName', () => {
  it('is unique, lowercase and a valid identifier even from a messy prefix', () => {
    const names = new Set(Array.from({ length: 100 }, () => uniqueName('My-Service.V1')));
    expect(names.size).toBe(100);
    for (const n of names) expect(n).toMatch(/^[a-z_][a-z0-9_]{1,62}$/);
    expect(uniqueName('9lives')).toMatch(/^t9lives_/);
  });
});

describe('waitFor', () => {
  it('resolves with the first truthy value and rejects after the timeout with the last error', async () => {
    let n = 0;
    expect(await waitFor(() => (++n >= 3 ? n : 0), { intervalMs: 1 })).toBe(3);
    await expect(
      waitFor(
        () => {
          throw new Error('not yet');
        },
        { timeoutMs: 50, intervalMs: 5 },
      ),
    ).rejects.toThrow(/within 50 ms: not yet/);
  });
});

describe('isolated real infrastructure', () => {
  it('createTestDb migrates a unique schema and cleanup drops it', async () => {
    const db = await createTestDb({
      schemaPrefix: 'testing',
      migrations: [{ name: '001', up: (k) => k.schema.createTable('t', (t) => t.integer('x')) }],
    });
    await db.knex('t').insert({ x: 1 });
    expect(db.schema).toMatch(/^testing_/);
    await db.cleanup();
    const admin = knexFactory({ client: 'pg', connection: testInfra().databaseUrl });
    const rows = await admin('information_schema.schemata').where({ schema_name: db.schema });
    await admin.destroy();
    expect(rows).toHaveLength(0);
  });

  it('createTestBus namespaces streams and cleanup deletes them', async () => {
    const bus = await createTestBus();
    await bus.ensureStream({ name: 'X', subjects: ['x.>'] });
    const got: string[] = [];
    const other = await bus.connectAnother();
    const sub = await other.consume({ stream: 'X', durable: 'd', filterSubject: 'x.>', handler: async (m) => void got.push(m.subject) });
    await bus.publish('x.y', new Uint8Array(), { msgId: '1' });
    await waitFor(() => got.length === 1);
    expect(got).toEqual(['x.y']);
    await sub.stop();
    await bus.cleanup();
    const nc = await connect({ servers: testInfra().natsUrl });
    const names: string[] = [];
    for await (const n of (await jetstreamManager(nc)).streams.names()) names.push(n);
    await nc.close();
    expect(names.filter((n) => n.startsWith(`${bus.namespace}_`))).toEqual([]);
  });

  it('createTestKv uses a unique prefix and cleanup deletes its keys', async () => {
    const a = await createTestKv();
    const b = await createTestKv();
    await a.set('k', '1');
    expect(await b.get('k')).toBeNull();
    await a.cleanup();
    // The same prefix re-opened: nothing left behind.
    const probe = await createKv({ url: testInfra().redisUrl, prefix: a.prefix });
    expect(await probe.get('k')).toBeNull();
    await Promise.all([probe.close(), b.cleanup()]);
  });
});

describe('freePort', () => {
  it('hands out bindable ports below the ephemeral range, never the same one twice in a process', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(40);
    for (const p of ports) {
      expect(p).toBeGreaterThanOrEqual(20_000);
      expect(p).toBeLessThan(32_768);
    }
    const range = await freePortRange(5);
    expect(range).toEqual([range[0], range[0] + 1, range[0] + 2, range[0] + 3, range[0] + 4]);
    expect(await Promise.all(range.map(bindable))).toEqual([true, true, true, true, true]);
  });

  it('bindable is false for a port something listens on', async () => {
    const port = await freePort();
    const s = createServer();
    await new Promise<void>((r) => s.listen(port, '127.0.0.1', r));
    try {
      expect(await bindable(port)).toBe(false);
    } finally {
      await new Promise((r) => s.close(r));
    }
    expect(await bindable(port)).toBe(true);
  });
});
