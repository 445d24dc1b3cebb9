/**
 * The guarded client: refusals before connecting, the guard on resolved addresses, no redirects,
 * both timeouts, both response limits, cancel, and what is sent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedClient, failureText, type GuardedRequest } from './client';
import { parseAllowList } from './policy';

let server: Server;
let base: string;
let hits = 0;
let lastRequest: { method?: string; headers: IncomingMessage['headers']; body: string } | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      lastRequest = { method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      if (req.url === '/redirect') {
        res.writeHead(302, { location: `${base}/ok` });
        return res.end();
      }
      if (req.url === '/slow') return; // never answers
      if (req.url === '/big') {
        res.writeHead(200);
        return res.end('x'.repeat(100_000));
      }
      if (req.url === '/trickle') {
        res.writeHead(200);
        res.write('a');
        return; // body never ends
      }
      res.writeHead(200, { 'x-answer': 'yes' });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const allow = parseAllowList('127.0.0.1');
const truncate = { mode: 'truncate', keepBytes: 10, readMaxBytes: 1000 } as const;
const strict = { mode: 'fail', maxBytes: 1000, tooLargeMessage: 'too large' } as const;
const req = (over: Partial<GuardedRequest>): GuardedRequest => ({
  url: `${base}/ok`,
  method: 'GET',
  timeoutMs: 1000,
  timeout: 'total',
  response: truncate,
  ...over,
});

describe('refused before connecting', () => {
  const client = createGuardedClient({ allowList: parseAllowList(''), resolver: async () => [{ address: '93.184.216.34', family: 4 }] });
  afterAll(() => client.close());

  it.each([
    ['not a url', 'invalid url'],
    ['http://127.0.0.1/', 'blocked: address 127.0.0.1 is in a loopback range'],
    ['http://[::ffff:10.0.0.1]/', 'blocked: address 10.0.0.1 is in a private range'],
    ['ftp://example.com/', 'unsupported scheme'],
  ])('%s → %s', async (url, message) => {
    expect(await client.request(req({ url }))).toEqual({ kind: 'refused', message });
  });
});

describe('the guard judges the resolved address on connect', () => {
  it('a name resolving to a private address fails as blocked, without naming the address and without a connection', async () => {
    const client = createGuardedClient({ allowList: parseAllowList(''), resolver: async () => [{ address: '127.0.0.1', family: 4 }] });
    const before = hits;
    const r = await client.request(req({ url: `${base.replace('127.0.0.1', 'hooks.example.test')}/ok` }));
    expect(r).toMatchObject({ kind: 'failed', blocked: true, timedOut: false });
    if (r.kind === 'failed') {
      expect(failureText(r.error)).toBe('blocked: the host resolves to a non-public address');
      expect(failureText(r.error)).not.toContain('127.0.0.1');
    }
    expect(hits).toBe(before);
    client.close();
  });
});

describe('exchanges with an allow-listed receiver', () => {
  const client = createGuardedClient({ allowList: allow, maxSockets: 2 });
  afterAll(() => client.close());

  it('sends method, headers and body with its content-length; reads status, headers and body', async () => {
    const r = await client.request(req({ method: 'POST', headers: { 'x-a': '1' }, body: Buffer.from('héllo'), response: strict }));
    expect(r).toMatchObject({ kind: 'response', status: 200, body: Buffer.from('ok') });
    if (r.kind === 'response') expect(r.headers['x-answer']).toBe('yes');
    expect(lastRequest).toMatchObject({ method: 'POST', body: 'héllo' });
    expect(lastRequest?.headers).toMatchObject({ 'x-a': '1', 'content-length': String(Buffer.byteLength('héllo')) });
  });

  it('never follows a redirect: the 3xx is the answer', async () => {
    const before = hits;
    expect(await client.request(req({ url: `${base}/redirect` }))).toMatchObject({ kind: 'response', status: 302 });
    expect(hits).toBe(before + 1);
  });

  it('truncate: keeps the first keepBytes and stops reading after readMaxBytes, still an answer', async () => {
    const r = await client.request(req({ url: `${base}/big` }));
    expect(r).toMatchObject({ kind: 'response', status: 200 });
    if (r.kind === 'response') expect(r.body.toString()).toBe('x'.repeat(10));
  });

  it('fail: a body over maxBytes fails with the given message', async () => {
    const r = await client.request(req({ url: `${base}/big`, response: strict }));
    expect(r).toMatchObject({ kind: 'failed', blocked: false });
    if (r.kind === 'failed') expect(r.error.message).toBe('too large');
  });

  it('total timeout: bounds the whole exchange and says so', async () => {
    const started = Date.now();
    const r = await client.request(req({ url: `${base}/slow`, timeoutMs: 200 }));
    expect(r).toMatchObject({ kind: 'failed', timedOut: true, blocked: false });
    if (r.kind === 'failed') expect(r.error.message).toBe('timeout after 200 ms');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('total timeout mid-body: a timeout failure, also in truncate mode', async () => {
    const r = await client.request(req({ url: `${base}/trickle`, timeoutMs: 200 }));
    expect(r).toMatchObject({ kind: 'failed', timedOut: true });
    if (r.kind === 'failed') expect(r.error.message).toBe('timeout after 200 ms');
  });

  it('idle timeout: socket inactivity fails with the given message', async () => {
    const r = await client.request(req({ url: `${base}/slow`, timeoutMs: 200, timeout: 'idle', timeoutMessage: 'idle too long', response: strict }));
    expect(r).toMatchObject({ kind: 'failed', timedOut: true });
    if (r.kind === 'failed') expect(r.error.message).toBe('idle too long');
  });

  it('the signal cancels a request in flight', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const r = await client.request(req({ url: `${base}/slow`, timeoutMs: 5000, signal: ac.signal }));
    expect(r).toMatchObject({ kind: 'failed', timedOut: false });
    if (r.kind === 'failed') expect(r.error.message).toBe('cancelled');
  });
});
