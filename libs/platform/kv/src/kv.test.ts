import net from 'node:net';
import { status as grpcStatus } from '@grpc/grpc-js';
import { isDomainError } from '@platform/errors';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createKv, type KeyValueStore } from './index';
import { TEST_REDIS_URL, uniqueTestPrefix } from './test-support';

const opened: KeyValueStore[] = [];
afterAll(async () => {
  for (const kv of opened) await kv.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Behaviour both adapters promise (the all-in-one mode must behave like Redis). */
function kvContract(name: string, open: (prefix: string) => Promise<KeyValueStore>): void {
  describe(`KeyValueStore contract: ${name}`, () => {
    async function kv(prefix = uniqueTestPrefix('kvt')) {
      const store = await open(prefix);
      opened.push(store);
      return store;
    }

    it('gets what was set, null for absent keys, and nothing after del', async () => {
      const s = await kv();
      expect(await s.get('a')).toBeNull();
      await s.set('a', '1');
      expect(await s.get('a')).toBe('1');
      await s.set('a', '2');
      expect(await s.get('a')).toBe('2');
      await s.del('a');
      expect(await s.get('a')).toBeNull();
    });

    it('expires keys after their ttl (cached values cannot outlive it)', async () => {
      const s = await kv();
      await s.set('t', 'v', 80);
      expect(await s.get('t')).toBe('v');
      await sleep(150);
      expect(await s.get('t')).toBeNull();
    });

    it('lets only one of many concurrent setIfAbsent calls win a lock, and frees it after the ttl', async () => {
      const s = await kv();
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => s.setIfAbsent('lock', `owner${i}`, 100)));
      expect(results.filter(Boolean)).toHaveLength(1);
      await sleep(150);
      expect(await s.setIfAbsent('lock', 'late', 1000)).toBe(true);
    });

    it('releases a lock only for its owner (deleteIfEquals)', async () => {
      const s = await kv();
      await s.setIfAbsent('lock', 'me', 1000);
      expect(await s.deleteIfEquals('lock', 'someone-else')).toBe(false);
      expect(await s.get('lock')).toBe('me');
      expect(await s.deleteIfEquals('lock', 'me')).toBe(true);
      expect(await s.get('lock')).toBeNull();
    });

    it('isolates prefixes, and shares keys between stores with the same prefix (as one Redis does)', async () => {
      const p = uniqueTestPrefix('kvt');
      const a = await kv(p);
      const b = await kv(p);
      const other = await kv();
      await a.set('k', 'from-a');
      expect(await b.get('k')).toBe('from-a');
      expect(await other.get('k')).toBeNull();
    });
  });
}

kvContract('redis', (prefix) => createKv({ url: TEST_REDIS_URL, prefix }));
kvContract('memory', (prefix) => createKv({ prefix }));

describe('Redis adapter while Redis is down', () => {
  it('fails fast instead of hanging callers (no offline queue, bounded connect)', async () => {
    const t0 = Date.now();
    const kv = await createKv({ url: 'redis://127.0.0.1:1', prefix: uniqueTestPrefix('kvt'), timeouts: { connectTimeoutMs: 300 } });
    opened.push(kv);
    expect(Date.now() - t0).toBeLessThan(1500);
    const t1 = Date.now();
    await expect(kv.get('x')).rejects.toThrow();
    await expect(kv.set('x', '1')).rejects.toThrow();
    await expect(kv.setIfAbsent('x', '1', 100)).rejects.toThrow();
    expect(Date.now() - t1).toBeLessThan(200);
  });

  it('fails as UNAVAILABLE STORE_UNAVAILABLE (answered 503 with Retry-After by every surface), never a raw client error', async () => {
    const kv = await createKv({ url: 'redis://127.0.0.1:1', prefix: uniqueTestPrefix('kvt'), timeouts: { connectTimeoutMs: 300 } });
    opened.push(kv);
    for (const op of [kv.get('x'), kv.set('x', '1', 100), kv.setIfAbsent('x', '1', 100), kv.del('x'), kv.deleteIfEquals('x', '1')]) {
      const err = await op.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isDomainError(err)).toBe(true);
      expect(err).toMatchObject({ code: grpcStatus.UNAVAILABLE, reason: 'STORE_UNAVAILABLE' });
      expect((err as Error & { cause?: unknown }).cause).toBeInstanceOf(Error);
    }
  });

  it('times out commands when Redis accepts connections but never answers (hung server)', async () => {
    const sockets: net.Socket[] = [];
    const blackhole = net.createServer((sock) => void sockets.push(sock)); // reads, never replies
    await new Promise<void>((r) => blackhole.listen(0, '127.0.0.1', r));
    const port = (blackhole.address() as net.AddressInfo).port;
    const kv = await createKv({
      url: `redis://127.0.0.1:${port}`,
      prefix: uniqueTestPrefix('kvt'),
      timeouts: { connectTimeoutMs: 300, commandTimeoutMs: 200 },
    });
    try {
      const t0 = Date.now();
      await expect(kv.get('x')).rejects.toThrow();
      expect(Date.now() - t0).toBeLessThan(1000);
    } finally {
      await kv.close();
      for (const s of sockets) s.destroy();
      blackhole.close();
    }
  });

  /**
   * A RESP server that answers every command (+OK, +PONG, nil for GET) until it stalls: then it reads and
   * keeps what arrives, and answers it all, in order, when it resumes (a stalled Redis that recovers).
   */
  async function stallingServer() {
    let answering = true;
    let connections = 0;
    const sockets = new Set<net.Socket>();
    const backlog = new Map<net.Socket, string>();
    const answer = (sock: net.Socket, text: string) => {
      let out = '';
      for (const cmd of text.split(/(?=\*\d+\r\n\$)/)) if (cmd) out += /\bGET\b/.test(cmd) ? '$-1\r\n' : /\bPING\b/.test(cmd) ? '+PONG\r\n' : '+OK\r\n';
      if (!sock.destroyed) sock.write(out);
    };
    const server = net.createServer((sock) => {
      connections++;
      sockets.add(sock);
      sock.on('error', () => undefined);
      sock.on('data', (d: Buffer) => {
        if (answering) answer(sock, d.toString());
        else backlog.set(sock, (backlog.get(sock) ?? '') + d.toString());
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return {
      url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
      connections: () => connections,
      stall: () => void (answering = false),
      resume: () => {
        answering = true;
        for (const [sock, text] of backlog) answer(sock, text);
        backlog.clear();
      },
      close: () => {
        for (const s of sockets) s.destroy();
        server.close();
      },
    };
  }

  it('fails the commands waiting on a connection that stops answering after its handshake, and works again once Redis answers', async () => {
    const server = await stallingServer();
    const kv = await createKv({ url: server.url, prefix: uniqueTestPrefix('kvt'), timeouts: { connectTimeoutMs: 300, commandTimeoutMs: 200 } });
    try {
      await kv.set('a', '1');
      server.stall();
      const t0 = Date.now();
      // Written and waiting for a reply that never comes: node-redis alone would wait forever.
      await expect(kv.get('a')).rejects.toThrow();
      expect(Date.now() - t0).toBeLessThan(1000);
      // While no connection answers, commands fail at once instead of piling up.
      const t1 = Date.now();
      await expect(kv.get('a')).rejects.toThrow();
      expect(Date.now() - t1).toBeLessThan(100);
      server.resume();
      await vi.waitFor(async () => expect(await kv.get('a')).toBeNull(), { timeout: 3000, interval: 50 });
    } finally {
      await kv.close();
      server.close();
    }
  });

  it('keeps a healthy connection: the watchdog never drops one that answers', async () => {
    const server = await stallingServer();
    const kv = await createKv({ url: server.url, prefix: uniqueTestPrefix('kvt'), timeouts: { connectTimeoutMs: 300, commandTimeoutMs: 100 } });
    try {
      const until = Date.now() + 800; // eight watchdog periods, idle and busy
      while (Date.now() < until) {
        await Promise.all(Array.from({ length: 20 }, (_, i) => kv.set(`k${i}`, 'v')));
        await sleep(50);
      }
      expect(server.connections()).toBe(1);
    } finally {
      await kv.close();
      server.close();
    }
  });
});

describe('Redis adapter', () => {
  it('gives a command no timer of its own (node-redis defaults to one per command; the watchdog bounds the wait instead)', async () => {
    const kv = await createKv({ url: TEST_REDIS_URL, prefix: uniqueTestPrefix('kvt') });
    opened.push(kv);
    await kv.set('warm', 'v');
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    try {
      await Promise.all([kv.set('a', '1'), kv.get('a'), kv.del('a')]);
      expect(timeouts).not.toHaveBeenCalled();
    } finally {
      timeouts.mockRestore();
    }
  });
});
