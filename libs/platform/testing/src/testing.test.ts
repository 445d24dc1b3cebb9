import { describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createKv } from '@platform/kv';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bindable,
  createTestBus,
  createTestDb,
  createTestKv,
  freePort,
  freePortRange,
  listenerOf,
  reservePort,
  testInfra,
  uniqueName,
  waitFor,
  waitForOwnListener,
} from './index';

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

describe('port reservations and listeners', () => {
  const nodeEval = (code: string, ...args: string[]) =>
    spawn(process.execPath, ['--import', 'tsx', '-e', code, ...args], { cwd: join(__dirname, '../../../..'), stdio: ['ignore', 'pipe', 'pipe'] });
  const outputOf = async (child: ChildProcess) => {
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    await new Promise((r) => child.once('exit', r));
    return out.trim();
  };
  const reserveIn = (port: number) => nodeEval(`console.log(require('./libs/platform/testing/src/free-port.ts').reservePort(${port}))`);

  it('a port handed out is reserved against every other process until its owner exits', async () => {
    const port = await freePort();
    expect(await outputOf(reserveIn(port))).toBe('false');
    // A process that exits releases its ports; one killed leaves its files, which lapse with it.
    const handOut = (end: string) =>
      nodeEval(`require('./libs/platform/testing/src/free-port.ts').freePort().then((p) => { require('node:fs').writeSync(1, String(p)); ${end}; })`);
    const released = Number(await outputOf(handOut('process.exit(0)')));
    expect(existsSync(join(tmpdir(), 'platform-test-ports', String(released)))).toBe(false);
    const orphaned = Number(await outputOf(handOut(`process.kill(process.pid, 'SIGKILL')`)));
    expect(existsSync(join(tmpdir(), 'platform-test-ports', String(orphaned)))).toBe(true);
    expect(reservePort(orphaned)).toBe(true);
    expect(await outputOf(reserveIn(orphaned))).toBe('false');
  });

  it('waits for the child itself to listen, not for whoever holds the port', async () => {
    const port = await freePort();
    const own = nodeEval(`require('node:net').createServer().listen(${port}, '127.0.0.1'); setTimeout(() => {}, 30000)`);
    try {
      await waitForOwnListener({ port, proc: own, name: 'own', timeoutMs: 20_000, output: () => '' });
      expect(listenerOf(port, own.pid!)).toBe('own');
      const stranger = nodeEval('setTimeout(() => {}, 30000)');
      expect(listenerOf(port, stranger.pid!)).toBe('other');
      stranger.kill('SIGKILL');
    } finally {
      own.kill('SIGKILL');
    }

    // Another process holds the port: a child that never listens is not taken for listening…
    const taken = await freePort();
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(taken, '127.0.0.1', r));
    try {
      const idle = nodeEval('setTimeout(() => {}, 30000)');
      try {
        await expect(waitForOwnListener({ port: taken, proc: idle, name: 'idle', timeoutMs: 1_500, output: () => '' })).rejects.toThrow(
          /idle did not listen on \d+ within 1500 ms \(another process listens there\)/,
        );
      } finally {
        idle.kill('SIGKILL');
      }
      // …and one that fails to bind it is reported with its exit.
      const late = nodeEval(`require('node:net').createServer().listen(${taken}, '127.0.0.1')`);
      let out = '';
      late.stderr!.on('data', (d) => (out += d));
      await expect(waitForOwnListener({ port: taken, proc: late, name: 'late', timeoutMs: 20_000, output: () => out })).rejects.toThrow(
        /late exited \(1\) during startup[\s\S]*EADDRINUSE/,
      );
    } finally {
      await new Promise((r) => holder.close(r));
    }
  });
});
