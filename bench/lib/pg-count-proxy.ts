/**
 * A TCP proxy in front of Postgres that counts the statements an app sends (load-independent cost
 * figures for benchmarks): simple-protocol `Query` messages (BEGIN/COMMIT and queries without
 * parameters) and extended-protocol `Execute` messages (queries with parameters), and among them the
 * transactions (`BEGIN`). Point the app's DATABASE_URL at `url`. Assumes no TLS (loopback).
 */
import { createConnection, createServer, type Socket } from 'node:net';

/** Counts so far (since start or the last `reset`). */
export interface PgCounts {
  statements: number;
  transactions: number;
}

/** A running proxy. */
export interface PgCountProxy {
  /** The target URL with host and port replaced by the proxy's. */
  url: string;
  counts(): PgCounts;
  close(): Promise<void>;
}

/** Starts a counting proxy for `targetUrl` (postgres://user@host:port/db). */
export async function startPgCountProxy(targetUrl: string): Promise<PgCountProxy> {
  const target = new URL(targetUrl);
  const c: PgCounts = { statements: 0, transactions: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client);
    sockets.add(upstream);
    let buf: Buffer = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      // The startup message has no type byte (length, protocol); every later message is type + length.
      if (!started) {
        if (buf.length < 4) return;
        const len = buf.readInt32BE(0);
        if (buf.length < len) return;
        buf = buf.subarray(len);
        started = true;
      }
      while (buf.length >= 5) {
        const type = buf[0];
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) break;
        if (type === 0x51 /* Q */) {
          c.statements++;
          if (/^\s*begin/i.test(buf.subarray(5, Math.min(1 + len, 5 + 16)).toString('utf8'))) c.transactions++;
        } else if (type === 0x45 /* E */) c.statements++;
        buf = buf.subarray(1 + len);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    counts: () => ({ ...c }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
