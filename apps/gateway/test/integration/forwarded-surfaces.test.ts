/**
 * {app_url} and {proxy_url} behind the same guard as {base_url} (issue 15: "{app_url} takes the same
 * API key and is logged and limited like the rest"), with messaging-proxy's HTTP listener faked at
 * its HTTP contract. Risks removed: an /app or pass-through call escaping the project's plan limit,
 * or answering a spent limit differently; a request missing from the request log; a client-sent
 * `x-project-id` reaching messaging-proxy, which trusts that header as the caller's project.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROXY_PATH } from '../../src/http/surface';
import { call, startFakeMessagingProxyHttp, startTestGateway, type FakeMessagingProxyHttp, type TestGateway } from '../support';

let gw: TestGateway;
let peer: FakeMessagingProxyHttp;

const PHONE = '123456789012345';
const CALL_ID = randomUUID();

type Surface = 'base' | 'proxy' | 'app';
/** One authenticated GET on each public surface. */
function get(surface: Surface, key: string, headers: Record<string, string> = {}) {
  if (surface === 'base') return call(gw.baseUrl, key, 'GET', '/api_logs?limit=1', undefined, headers);
  if (surface === 'proxy') return call(`${gw.url}${PROXY_PATH}`, key, 'GET', `/${PHONE}/calls`, undefined, headers);
  return call(`${gw.url}/app`, key, 'GET', `/api/v1/messaging_calls/${CALL_ID}`, undefined, headers);
}
const APP_FORWARDED = `/app/api/v1/messaging_calls/${CALL_ID}`;
const PROXY_FORWARDED = `/proxy/v24.0/${PHONE}/calls`;

beforeAll(async () => {
  peer = await startFakeMessagingProxyHttp();
  gw = await startTestGateway({ MESSAGING_PROXY_HTTP_URL: peer.url });
});

afterAll(async () => {
  await gw.stop();
  await peer.close();
  await gw.cleanup();
});

describe('{app_url} is limited like the rest: one plan limit per project across all surfaces', () => {
  it('/app, {proxy_url} and {base_url} calls spend one budget; once spent, /app gets the same 429 and is not forwarded; all are logged', async () => {
    const p = await gw.projects.createProject('Shared limit', 'free'); // 100 requests per minute
    const surfaces: Surface[] = ['base', 'proxy', 'app'];
    for (let i = 0; i < 100; i++) {
      const surface = surfaces[i % 3];
      const r = await get(surface, p.secret);
      expect(r.status, `${surface} #${i}`).toBe(200);
      expect(r.headers.get('x-ratelimit-limit'), `${surface} #${i}`).toBe('100');
      // Each call, whatever its surface, takes the next point of the same window.
      expect(r.headers.get('x-ratelimit-remaining'), `${surface} #${i}`).toBe(String(99 - i));
    }
    const forwardedApp = peer.requests.filter((q) => q.url === APP_FORWARDED).length;
    expect(forwardedApp).toBe(33);

    const limited = { app: await get('app', p.secret), base: await get('base', p.secret), proxy: await get('proxy', p.secret) };
    const headerNames = (h: Headers) => [...h.keys()].filter((k) => k !== 'date').sort();
    for (const [surface, r] of Object.entries(limited)) {
      expect(r.status, surface).toBe(429);
      expect(r.body, surface).toEqual({ error: "Rate limit exceeded: 100 requests per minute for this project's plan" });
      expect(r.headers.get('content-type'), surface).toMatch(/^application\/json/);
      expect(r.headers.get('x-ratelimit-limit'), surface).toBe('100');
      expect(r.headers.get('x-ratelimit-remaining'), surface).toBe('0');
      expect(r.headers.get('retry-after'), surface).toMatch(/^\d+$/);
      expect(Number(r.headers.get('retry-after')), surface).toBeGreaterThan(0);
      expect(Number(r.headers.get('retry-after')), surface).toBeLessThanOrEqual(60);
      expect(headerNames(r.headers), surface).toEqual(headerNames(limited.base.headers));
    }
    // The refused /app (and pass-through) calls never reached messaging-proxy.
    expect(peer.requests.filter((q) => q.url === APP_FORWARDED)).toHaveLength(forwardedApp);
    expect(peer.requests.filter((q) => q.url === PROXY_FORWARDED)).toHaveLength(33);

    // Every call is in the project's request log with its key, the 429s with their message.
    await gw.logWriter!.flush();
    const rows = await gw.db.knex('api_logs').where({ project_id: p.project.id });
    for (const [endpoint, ok] of [
      [`/app/api/v1/messaging_calls/${CALL_ID}`, 33],
      [`${PROXY_PATH}/${PHONE}/calls`, 33],
      ['/platform/v1/api_logs', 34],
    ] as const) {
      const mine = rows.filter((r) => r.endpoint === endpoint);
      expect(
        mine.filter((r) => r.response_status === 200),
        endpoint,
      ).toHaveLength(ok);
      expect(
        mine.filter((r) => r.response_status === 429),
        endpoint,
      ).toHaveLength(1);
      for (const r of mine) expect(r, endpoint).toMatchObject({ http_method: 'GET', api_key_id: p.key.id });
      expect(mine.find((r) => r.response_status === 429)!.error_message, endpoint).toMatch(/Rate limit exceeded/);
      expect(
        mine.filter((r) => r.response_status === 200).every((r) => r.error_message === null),
        endpoint,
      ).toBe(true);
    }
    expect(JSON.stringify(rows)).not.toContain(p.secret);
  });
});

describe("the forwarded project is the key's, never the client's x-project-id", () => {
  it("/app: another project's id sent as x-project-id is replaced by the key's project, and the key is not forwarded", async () => {
    const mine = await gw.projects.createProject('Mine', 'pro');
    const other = await gw.projects.createProject('Other', 'pro');
    const before = peer.requests.length;
    const r = await get('app', mine.secret, { 'x-project-id': other.project.id });
    expect(r.status).toBe(200);
    const seen = peer.requests.slice(before);
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe(APP_FORWARDED);
    expect(seen[0].headers['x-project-id']).toBe(mine.project.id);
    expect(seen[0].headers['x-api-key']).toBeUndefined();
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it('{proxy_url}: the same, with the key in X-API-Key or as Authorization: Bearer', async () => {
    const mine = await gw.projects.createProject('Mine proxy', 'pro');
    const other = await gw.projects.createProject('Other proxy', 'pro');
    const before = peer.requests.length;
    const viaHeader = await get('proxy', mine.secret, { 'x-project-id': other.project.id });
    const viaBearer = await fetch(`${gw.url}${PROXY_PATH}/${PHONE}/calls`, {
      headers: { authorization: `Bearer ${mine.secret}`, 'x-project-id': other.project.id },
    });
    expect(viaHeader.status).toBe(200);
    expect(viaBearer.status).toBe(200);
    const seen = peer.requests.slice(before);
    expect(seen).toHaveLength(2);
    for (const q of seen) {
      expect(q.url).toBe(PROXY_FORWARDED);
      expect(q.headers['x-project-id']).toBe(mine.project.id);
      expect(q.headers['x-api-key']).toBeUndefined();
      expect(q.headers.authorization).toBeUndefined();
    }
  });
});

/** A POST with `Expect: 100-continue` (what curl sends for a body over 1 MB), through node:http (fetch cannot send it). */
function postExpecting(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, expect: '100-continue', 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    req.on('continue', () => req.end(body));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('Expect: 100-continue (curl, bodies over 1 MB) goes through the same forwarding as any call (issue 32 #5)', () => {
  it('{proxy_url} and /app: the key is not forwarded and the project is the key’s, never the client’s x-project-id', async () => {
    const mine = await gw.projects.createProject('Mine expect', 'pro');
    const other = await gw.projects.createProject('Other expect', 'pro');
    for (const [url, forwarded, auth] of [
      [`${gw.url}${PROXY_PATH}/${PHONE}/messages`, `/proxy/v24.0/${PHONE}/messages`, { 'x-api-key': mine.secret }],
      [`${gw.url}${PROXY_PATH}/${PHONE}/messages`, `/proxy/v24.0/${PHONE}/messages`, { authorization: `Bearer ${mine.secret}` }],
      [`${gw.url}/app/api/v1/messaging_calls/${CALL_ID}`, APP_FORWARDED, { 'x-api-key': mine.secret }],
    ] as const) {
      const before = peer.requests.length;
      const r = await postExpecting(url, { ...auth, 'x-project-id': other.project.id }, '{"to":"15550001234"}');
      expect(r.status, url).toBe(200);
      const seen = peer.requests.slice(before);
      expect(seen, url).toHaveLength(1);
      expect(seen[0].url).toBe(forwarded);
      expect(seen[0].headers['x-project-id']).toBe(mine.project.id);
      expect(seen[0].headers['x-api-key']).toBeUndefined();
      expect(seen[0].headers.authorization).toBeUndefined();
      expect(seen[0].headers['x-request-id']).toEqual(expect.any(String));
    }
  });
});
