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
  /** Executions so far by statement text (its first 120 characters, whitespace collapsed). */
  texts(): Map<string, number>;
  close(): Promise<void>;
}

/** Starts a counting proxy for `targetUrl` (postgres://user@host:port/db). */
export async function startPgCountProxy(targetUrl: string): Promise<PgCountProxy> {
  const target = new URL(targetUrl);
  const c: PgCounts = { statements: 0, transactions: 0 };
  const byText = new Map<string, number>();
  const count = (text: string) => {
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 120);
    byText.set(key, (byText.get(key) ?? 0) + 1);
  };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client);
    sockets.add(upstream);
    let buf: Buffer = Buffer.alloc(0);
    let started = false;
    // The text of each prepared statement by name ('' is the unnamed one), and of the one bound last.
    const prepared = new Map<string, string>();
    let bound = '';
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
        const body = buf.subarray(5, 1 + len);
        const cstring = (from: number) => {
          const end = body.indexOf(0, from);
          return { text: body.subarray(from, end).toString('utf8'), next: end + 1 };
        };
        if (type === 0x51 /* Q */) {
          c.statements++;
          const text = cstring(0).text;
          count(text);
          if (/^\s*begin/i.test(text)) c.transactions++;
        } else if (type === 0x50 /* P: name, text */) {
          const name = cstring(0);
          prepared.set(name.text, cstring(name.next).text);
        } else if (type === 0x42 /* B: portal, statement */) {
          bound = prepared.get(cstring(cstring(0).next).text) ?? '?';
        } else if (type === 0x45 /* E */) {
          c.statements++;
          count(bound);
        }
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
    texts: () => new Map(byText),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Counts of several apps at one moment. */
export type PgCountsByApp = Map<string, PgCounts>;

/**
 * Counting proxies by app, on when `enabled` (a bench's `BENCH_PG_COUNT=1`): `urlOf(app)` is the DATABASE_URL
 * the app gets — the bench's own `databaseUrl` when off (its Unix socket by default), a proxy in front of
 * `proxiedUrl` (Postgres over TCP: the proxy speaks TCP) when on; `now()` reads every app's counts, `perUnit`
 * prints the statements and transactions per unit of work (a message, a send) of each app between two readings.
 */
export class PgCounters {
  private readonly proxies = new Map<string, PgCountProxy>();

  constructor(
    private readonly urls: { databaseUrl: string; proxiedUrl: string },
    readonly enabled: boolean,
  ) {}

  async urlOf(app: string): Promise<string> {
    if (!this.enabled) return this.urls.databaseUrl;
    const proxy = this.proxies.get(app) ?? (await startPgCountProxy(this.urls.proxiedUrl));
    this.proxies.set(app, proxy);
    return proxy.url;
  }

  now(): PgCountsByApp {
    return new Map([...this.proxies].map(([k, p]) => [k, { ...p.counts() }]));
  }

  /** `app statements / transactions` per unit for each app, from reading `a` to reading `b`. */
  perUnit(a: PgCountsByApp, b: PgCountsByApp, n: number): string {
    return [...a.keys()]
      .map(
        (k) => `${k} ${((b.get(k)!.statements - a.get(k)!.statements) / n).toFixed(2)} / ${((b.get(k)!.transactions - a.get(k)!.transactions) / n).toFixed(2)}`,
      )
      .join(', ');
  }

  /** Every app's executions by statement text so far. */
  texts(): Map<string, Map<string, number>> {
    return new Map([...this.proxies].map(([k, p]) => [k, p.texts()]));
  }

  /** The `top` statements of each app per unit of work between two `texts()` readings. */
  topTexts(a: Map<string, Map<string, number>>, b: Map<string, Map<string, number>>, n: number, top = 12): string {
    const out: string[] = [];
    for (const [app, after] of b) {
      const before = a.get(app) ?? new Map<string, number>();
      const rows = [...after].map(([t, k]) => [t, (k - (before.get(t) ?? 0)) / n] as const).filter(([, k]) => k > 0);
      rows.sort((x, y) => y[1] - x[1]);
      out.push(`    ${app}:`, ...rows.slice(0, top).map(([t, k]) => `      ${k.toFixed(2)}  ${t}`));
    }
    return out.join('\n');
  }

  async close(): Promise<void> {
    for (const p of this.proxies.values()) await p.close();
    this.proxies.clear();
  }
}
