/**
 * The SSRF table: private, loopback, link-local, metadata, CGNAT, ULA and IPv4-mapped targets are
 * refused at connect time in every spelling; DNS answers are vetted on the connection actually made
 * (rebinding cannot slip a private address in after a public first answer); redirects are not
 * followed; the allow-list admits test receivers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTargetUrl as checkWebhookUrl, parseAllowList, type Resolver } from '@platform/ssrf';
import { createSender } from './sender';

let server: Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (req.url === '/redirect') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/ok` });
      return res.end();
    }
    if (req.url === '/slow') return; // never answers
    res.writeHead(200, { 'retry-after': '7' });
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const none = parseAllowList('');

describe('SSRF: literal targets are refused before any connection', () => {
  const blocked = [
    'http://127.0.0.1/',
    'http://127.9.9.9/',
    'http://0.0.0.0/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://100.100.100.200/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fd00:ec2::254]/',
    'http://[fc00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[0:0:0:0:0:ffff:a00:1]/',
    'http://[64:ff9b::a00:1]/',
    'http://[2002:7f00:1::]/',
  ];
  const sender = createSender({ allowList: none, timeoutMs: 1000, resolver: async () => [{ address: '93.184.216.34', family: 4 }] });
  it.each(blocked)('%s is refused when saved and when sent', async (url) => {
    expect(checkWebhookUrl(url, none).ok).toBe(false);
    const r = await sender({ url, headers: {}, body: '{}' });
    expect(r.blocked).toBe(true);
    expect(r.status).toBeUndefined();
  });

  it.each(['https://example.com/hook', 'https://93.184.216.34/x', 'http://[2606:4700::1111]/'])('%s is accepted when saved', (url) => {
    expect(checkWebhookUrl(url, none).ok).toBe(true);
  });

  it.each(['ftp://example.com/', 'not a url', 'https://user:pw@example.com/', 'http://localhost/', `https://example.com/${'a'.repeat(2100)}`])(
    '%s is rejected when saved',
    (url) => {
      expect(checkWebhookUrl(url, none).ok).toBe(false);
    },
  );
});

describe('SSRF: names are vetted on the address actually connected to', () => {
  const privates = ['127.0.0.1', '10.1.2.3', '169.254.169.254', '100.64.1.1', '::1', 'fd00::1', '::ffff:10.0.0.1'];
  it.each(privates)('a name resolving to %s is refused at connect time', async (address) => {
    const before = hits;
    const sender = createSender({ allowList: none, timeoutMs: 1000, resolver: async () => [{ address, family: address.includes(':') ? 6 : 4 }] });
    const r = await sender({ url: `http://hooks.example.test:${port}/ok`, headers: {}, body: '{}' });
    expect(r.blocked).toBe(true);
    expect(r.error).toMatch(/blocked/);
    // The refusal never says which address the name resolves to (no DNS oracle for internal names).
    expect(r.error).not.toContain(address);
    expect(r.error).not.toMatch(/private|loopback|linkLocal|uniqueLocal|carrierGradeNat|ipv4Mapped/);
    expect(hits).toBe(before);
    sender.close();
  });

  it('a name with one public and one private answer is refused', async () => {
    const sender = createSender({
      allowList: none,
      timeoutMs: 1000,
      resolver: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    expect((await sender({ url: `http://mixed.example.test:${port}/ok`, headers: {}, body: '{}' })).blocked).toBe(true);
    sender.close();
  });

  it('DNS rebinding: public when the URL was saved, private at delivery → refused', async () => {
    let calls = 0;
    const resolver: Resolver = async () => (++calls === 1 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    expect(checkWebhookUrl(`http://rebind.example.test:${port}/ok`, none).ok).toBe(true);
    await resolver('rebind.example.test'); // the "first lookup" an attacker counts on
    const sender = createSender({ allowList: none, timeoutMs: 1000, resolver });
    const before = hits;
    const r = await sender({ url: `http://rebind.example.test:${port}/ok`, headers: {}, body: '{}' });
    expect(r.blocked).toBe(true);
    expect(hits).toBe(before);
    sender.close();
  });
});

describe('allow-list, redirects, timeouts', () => {
  const allow = parseAllowList('127.0.0.1,localhost');
  const sender = createSender({ allowList: allow, timeoutMs: 300 });
  afterAll(() => sender.close());

  it('admits allow-listed loopback receivers and reads status, Retry-After and body', async () => {
    const r = await sender({ url: `http://127.0.0.1:${port}/ok`, headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(r).toMatchObject({ status: 200, retryAfter: '7', responseBody: 'ok' });
    const byName = await sender({ url: `http://localhost:${port}/ok`, headers: {}, body: '{}' });
    expect(byName.status).toBe(200);
  });

  it('still refuses what the allow-list does not name', async () => {
    expect((await sender({ url: 'http://10.0.0.1/', headers: {}, body: '{}' })).blocked).toBe(true);
  });

  it('does not follow redirects (3xx is the result)', async () => {
    const before = hits;
    const r = await sender({ url: `http://127.0.0.1:${port}/redirect`, headers: {}, body: '{}' });
    expect(r.status).toBe(302);
    expect(hits).toBe(before + 1);
  });

  it('bounds an attempt by the timeout', async () => {
    const r = await sender({ url: `http://127.0.0.1:${port}/slow`, headers: {}, body: '{}' });
    expect(r.status).toBeUndefined();
    expect(r.error).toMatch(/timeout/);
    expect(r.durationMs).toBeLessThan(1500);
  });
});
