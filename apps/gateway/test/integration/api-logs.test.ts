/**
 * Request logs: every call becomes an entry (failures included), written off the hot path, none
 * lost on graceful shutdown, read back with stable keyset cursors while new entries arrive.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@platform/testing';
import { call, startFakeMessagingProxy, startTestGateway, type FakeMessagingProxy, type TestGateway } from '../support';

let gw: TestGateway;
/** A messaging-proxy peer whose delay sets how long a proxied call takes (the timing test). */
let peer: FakeMessagingProxy;

beforeAll(async () => {
  peer = await startFakeMessagingProxy();
  gw = await startTestGateway({ TRUST_PROXY: '127.0.0.1', MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${peer.server.port}` });
});

afterAll(async () => {
  await gw.stop();
  await peer.server.shutdown();
  await gw.cleanup();
});

async function logsOf(projectId: string) {
  await gw.logWriter!.flush();
  return gw.db.knex('api_logs').where({ project_id: projectId }).orderBy('created_at', 'desc');
}

describe('entries for every outcome', () => {
  it('records 200, 404, 400 and a revoked-key 401 with key id, name and error message; never the key', async () => {
    const p = await gw.projects.createProject('Logs', 'pro', 'ci key');
    const t0 = performance.now();
    await call(gw.baseUrl, p.secret, 'GET', '/api_logs', undefined, { 'x-forwarded-for': '203.0.113.7' });
    await call(gw.baseUrl, p.secret, 'GET', '/nothing-here');
    await call(gw.baseUrl, p.secret, 'GET', '/api_logs?limit=1000');
    await gw.keys.revoke(undefined, p.key.id, { kind: 'operator' });
    gw.authenticator.clear();
    await call(gw.baseUrl, p.secret, 'GET', '/api_logs');
    const wallMs = performance.now() - t0;
    const rows = await logsOf(p.project.id);
    expect(rows.map((r) => r.response_status).sort()).toEqual([200, 400, 401, 404]);
    const byStatus = Object.fromEntries(rows.map((r) => [r.response_status, r]));
    expect(byStatus[200]).toMatchObject({
      http_method: 'GET',
      endpoint: '/platform/v1/api_logs',
      api_key_id: p.key.id,
      api_key_name: 'ci key',
      error_message: null,
      ip_address: '203.0.113.7',
    });
    expect(byStatus[401].error_message).toBe('API key has been revoked');
    expect(byStatus[404].error_message).toMatch(/No route/);
    expect(byStatus[400].error_message).toMatch(/limit/);
    expect(JSON.stringify(rows)).not.toContain(p.secret);
    // Each entry's time is a duration within the calls' wall time (not a timestamp, not negative).
    for (const r of rows) {
      expect(Number.isInteger(r.response_time_ms)).toBe(true);
      expect(r.response_time_ms).toBeGreaterThanOrEqual(0);
      expect(r.response_time_ms).toBeLessThanOrEqual(Math.ceil(wallMs));
    }
  });

  it('times an entry from the request to the response', async () => {
    const p = await gw.projects.createProject('Timing', 'pro');
    peer.delayMs = 300;
    const t0 = performance.now();
    const r = await call(gw.baseUrl, p.secret, 'GET', '/customers').finally(() => (peer.delayMs = 0));
    const wallMs = performance.now() - t0;
    expect(r.status).toBe(200);
    const rows = await logsOf(p.project.id);
    expect(rows).toHaveLength(1);
    // The service took 300 ms, so the entry says at least that, and no more than the client waited.
    expect(rows[0].response_time_ms).toBeGreaterThanOrEqual(300);
    expect(rows[0].response_time_ms).toBeLessThanOrEqual(Math.ceil(wallMs));
  });

  it('records 429s of the project', async () => {
    const p = await gw.projects.createProject('Limited', 'free');
    for (let i = 0; i < 102; i++) await call(gw.baseUrl, p.secret, 'GET', '/api_logs?limit=1');
    const rows = await logsOf(p.project.id);
    const limited = rows.filter((r) => r.response_status === 429);
    expect(limited).toHaveLength(2);
    expect(limited[0].error_message).toMatch(/Rate limit exceeded/);
  });

  it('records a missing-key 401 (operator-only, no project)', async () => {
    const before = Number((await gw.db.knex('api_logs').whereNull('project_id').count({ n: '*' }))[0].n);
    await call(gw.baseUrl, undefined, 'GET', '/api_logs');
    await gw.logWriter!.flush();
    const after = Number((await gw.db.knex('api_logs').whereNull('project_id').count({ n: '*' }))[0].n);
    expect(after).toBe(before + 1);
  });
});

describe('GET /api_logs', () => {
  it('filters by endpoint, status, errors_only and period', async () => {
    const p = await gw.projects.createProject('Filters', 'pro');
    await call(gw.baseUrl, p.secret, 'GET', '/api_logs');
    await call(gw.baseUrl, p.secret, 'GET', '/missing-a');
    await call(gw.baseUrl, p.secret, 'GET', '/missing-b');
    await gw.logWriter!.flush();
    const q = async (qs: string) => (await call(gw.baseUrl, p.secret, 'GET', `/api_logs?${qs}`)).body.data as any[];
    expect((await q('endpoint=MISSING')).map((e) => e.endpoint).sort()).toEqual(['/platform/v1/missing-a', '/platform/v1/missing-b']);
    expect(await q('status_code=404')).toHaveLength(2);
    // Only the two 404s (a filter answering nothing must fail here, not pass vacuously).
    expect((await q('errors_only=true')).map((e) => [e.endpoint, e.response_status]).sort()).toEqual([
      ['/platform/v1/missing-a', 404],
      ['/platform/v1/missing-b', 404],
    ]);
    expect((await q('period=24h')).length).toBeGreaterThanOrEqual(3);
    const one = (await q('limit=1'))[0];
    expect(Object.keys(one).sort()).toEqual([
      'api_key_id',
      'api_key_name',
      'api_key_scopes',
      'created_at',
      'endpoint',
      'error_message',
      'http_method',
      'id',
      'idempotent_replay',
      'ip_address',
      'request_id',
      'response_status',
      'response_time_ms',
      'source',
      'user_id',
    ]);
    // Requests made with a key are from the API (decision 0029); the filter keeps only them.
    expect(one.source).toBe('api');
    expect((await q('source=api')).length).toBeGreaterThanOrEqual(3);
    expect(await q('source=mcp')).toEqual([]);
  });

  it('an MCP tool call is logged with the MCP client’s address, not the gateway’s own; a client cannot name an address itself', async () => {
    const p = await gw.projects.createProject('Mcp address', 'pro');
    const client = new Client({ name: 'api-logs-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${gw.baseUrl}/mcp?toolsets=observability`), {
      requestInit: { headers: { authorization: `Bearer ${p.secret}`, 'x-forwarded-for': '203.0.113.44' } },
    });
    await client.connect(transport);
    try {
      const r = (await client.callTool({ name: 'list_api_logs', arguments: {} })) as { isError?: boolean; structuredContent?: { status: number } };
      expect(r.isError).toBeFalsy();
      expect(r.structuredContent?.status).toBe(200);
    } finally {
      await client.close();
    }
    // A request that names an address in the internal header without the marker keeps its own.
    await call(gw.baseUrl, p.secret, 'GET', '/customers-nowhere', undefined, {
      'x-forwarded-for': '198.51.100.5',
      'x-platform-internal-client-ip': '192.0.2.1',
    });
    const rows = await logsOf(p.project.id);
    const toolCall = rows.find((r) => r.endpoint === '/platform/v1/api_logs');
    expect(toolCall).toMatchObject({ source: 'mcp', ip_address: '203.0.113.44' });
    const posts = rows.filter((r) => r.endpoint === '/platform/v1/mcp');
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((r) => r.ip_address === '203.0.113.44' && r.source === 'mcp')).toBe(true);
    expect(rows.find((r) => r.endpoint === '/platform/v1/customers-nowhere')).toMatchObject({ source: 'api', ip_address: '198.51.100.5' });
  });

  it('pages forwards and backwards with stable cursors while entries are being added', async () => {
    const p = await gw.projects.createProject('Paging', 'pro');
    const other = await gw.projects.createProject('Other', 'pro');
    // 25 entries of this project (404s on distinct paths), plus noise from another project.
    for (let i = 0; i < 25; i++) {
      await call(gw.baseUrl, p.secret, 'GET', `/seed-${String(i).padStart(2, '0')}`);
      await call(gw.baseUrl, other.secret, 'GET', `/noise-${i}`);
    }
    await gw.logWriter!.flush();
    const page = async (qs: string) => {
      const r = await call(gw.baseUrl, p.secret, 'GET', `/api_logs?endpoint=/seed-&${qs}`);
      expect(r.status).toBe(200);
      return r.body;
    };
    const first = await page('limit=10');
    expect(first.data.map((e: any) => e.endpoint)).toEqual(Array.from({ length: 10 }, (_, i) => `/platform/v1/seed-${String(24 - i).padStart(2, '0')}`));
    expect(first.paging.previous).toBeNull();
    expect(first.paging.next).toContain('after=');
    // New entries arrive between page reads: they must not shift the next page.
    for (let i = 25; i < 30; i++) await call(gw.baseUrl, p.secret, 'GET', `/seed-${i}`);
    await gw.logWriter!.flush();
    const second = await page(`limit=10&after=${encodeURIComponent(first.paging.cursors.after)}`);
    expect(second.data.map((e: any) => e.endpoint)).toEqual(Array.from({ length: 10 }, (_, i) => `/platform/v1/seed-${String(14 - i).padStart(2, '0')}`));
    const third = await page(`limit=10&after=${encodeURIComponent(second.paging.cursors.after)}`);
    expect(third.data).toHaveLength(5);
    expect(third.paging.next).toBeNull();
    // Backwards from the second page returns exactly the first page again.
    const back = await page(`limit=10&before=${encodeURIComponent(second.paging.cursors.before)}`);
    expect(back.data.map((e: any) => e.id)).toEqual(first.data.map((e: any) => e.id));
    expect(back.paging.previous).toContain('before=');
    // And the entries added meanwhile are before the first page.
    const newest = await page(`limit=10&before=${encodeURIComponent(first.paging.cursors.before)}`);
    expect(newest.data.map((e: any) => e.endpoint)).toEqual([
      '/platform/v1/seed-29',
      '/platform/v1/seed-28',
      '/platform/v1/seed-27',
      '/platform/v1/seed-26',
      '/platform/v1/seed-25',
    ]);
    // Project isolation: no noise rows.
    expect([...first.data, ...second.data, ...third.data].some((e: any) => e.endpoint.includes('noise'))).toBe(false);
  }, 20_000);
});

describe('graceful shutdown', () => {
  it('flushes every buffered entry before exiting', async () => {
    const g = await startTestGateway({ API_LOG_FLUSH_MS: '60000', API_LOG_BATCH_SIZE: '5000' });
    try {
      const p = await g.projects.createProject('Flush', 'pro');
      await Promise.all(Array.from({ length: 50 }, () => call(g.baseUrl, p.secret, 'GET', '/api_logs')));
      expect(g.logWriter!.pending).toBe(50);
      const db = g.db;
      const schema = g.config.DB_SCHEMA;
      await g.stop();
      void db;
      const knex = (await import('knex')).default({ client: 'pg', connection: g.config.DATABASE_URL });
      const [{ n }] = await knex(`${schema}.api_logs`).where({ project_id: p.project.id }).count({ n: '*' });
      await knex.destroy();
      expect(Number(n)).toBe(50);
    } finally {
      await g.cleanup();
    }
  });
});

describe('Redis down', () => {
  it('fail-open: requests are still limited per replica and never hang', async () => {
    const g = await startTestGateway({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_REDIS_DOWN: 'open' });
    try {
      const p = await g.projects.createProject('NoRedis', 'free');
      const t0 = Date.now();
      const r = await call(g.baseUrl, p.secret, 'GET', '/api_logs');
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBe('100');
      expect(Date.now() - t0).toBeLessThan(2_000);
    } finally {
      await g.stop();
      await g.cleanup();
    }
  });

  it('fail-closed: 503 with Retry-After, fast', async () => {
    const g = await startTestGateway({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_REDIS_DOWN: 'closed' });
    try {
      const p = await g.projects.createProject('NoRedis', 'free');
      const t0 = Date.now();
      const r = await call(g.baseUrl, p.secret, 'GET', '/api_logs');
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('1');
      expect(Date.now() - t0).toBeLessThan(2_000);
      await waitFor(async () => (await g.db.knex('api_logs').where({ project_id: p.project.id, response_status: 503 })).length === 1, { timeoutMs: 3000 });
    } finally {
      await g.stop();
      await g.cleanup();
    }
  });
});
