/**
 * GET /log_search through the real gateway on real Postgres: the request log searched locally, a
 * messaging-proxy faked at its SearchLogs contract, every other service unreachable (its sources
 * reported unavailable, never a silent empty answer). Also the request id of each request log entry
 * (GET /api_logs?request_id=) and the request log's retention purge.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareLogHits, type LogHit } from '@platform/db';
import { loadContracts, toStruct, type common, type messagingProxy } from '@platform/contracts';
import { startGrpcServer, unaryHandler, type GrpcServerHandle } from '@platform/grpc';
import { systemClock } from '@platform/runtime';
import { freePort } from '@platform/testing';
import { ApiLogRepository } from '../../src/logs/api-log.repository';
import { call, startTestGateway, type TestGateway } from '../support';

/** Hits the fake messaging-proxy holds, per project. */
const upstream: Array<LogHit & { project_id: string }> = [];
let proxyDelayMs = 0;
let proxy: GrpcServerHandle;
let gw: TestGateway;

/** The SearchLogs contract as a service answers it: project, sources, text (in the summary), keys or related request ids, order, position, limit. */
async function searchLogs(req: common.LogSearchRequest__Output): Promise<common.LogSearchReply> {
  if (proxyDelayMs) await new Promise((r) => setTimeout(r, proxyDelayMs));
  const sources = req.sources.length ? req.sources : ['external_api_log', 'upstream_webhook_event'];
  const sign = req.ascending ? 1 : -1;
  const pos = req.position?.occurred_at ? { occurred_at: req.position.occurred_at, source: req.position.source, id: req.position.id } : undefined;
  const hits = upstream
    .filter((h) => h.project_id === req.project_id && sources.includes(h.source))
    .filter((h) => !req.text || h.summary.toLowerCase().includes(req.text.toLowerCase()))
    .filter((h) => Object.entries(req.keys).every(([k, v]) => h.keys[k] === v) || req.related_request_ids.includes(h.keys.request_id ?? ''))
    .filter((h) => !pos || sign * compareLogHits(h, pos) > 0)
    .sort((a, b) => sign * compareLogHits(a, b))
    .slice(0, req.limit)
    .map(({ project_id: _p, ...h }) => ({ ...h, detail: toStruct(h.detail) }));
  return { hits, sources: sources.map((source) => ({ source, status: 'searched', retention_days: 14, oldest_at: '' })) };
}

beforeAll(async () => {
  const { contracts, packageDefinitions } = loadContracts();
  const implementation: Partial<messagingProxy.MessagingProxyServiceHandlers> = { SearchLogs: unaryHandler(searchLogs) };
  proxy = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    services: [
      {
        name: 'svc.messaging_proxy.v1.MessagingProxyService',
        definition: contracts.messagingProxy.MessagingProxyService.service,
        implementation: implementation as messagingProxy.MessagingProxyServiceHandlers,
      },
    ],
    packageDefinitions: [packageDefinitions.messagingProxy],
  });
  // Nothing listens on these: the services are down.
  const down = `127.0.0.1:${await freePort()}`;
  gw = await startTestGateway({
    MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${proxy.port}`,
    CONTACTS_GRPC_ADDRESS: down,
    WEBHOOKS_GRPC_ADDRESS: down,
    WORKFLOWS_AGENT_GRPC_ADDRESS: down,
    FLOWS_GRPC_ADDRESS: down,
  });
});

afterAll(async () => {
  await gw.stop();
  await proxy.shutdown();
  await gw.cleanup();
});

async function search(secret: string, query: string) {
  await gw.logWriter!.flush();
  return call(gw.baseUrl, secret, 'GET', `/log_search?${query}`);
}

/** The path under {base_url} of a paging link. */
const pathOf = (link: string) => link.slice(link.indexOf('/log_search'));

const ALL = [
  'request_log',
  'external_api_log',
  'upstream_webhook_event',
  'message_event',
  'webhook_delivery',
  'workflow_step',
  'agent_run',
  'function_invocation',
  'function_log',
  'flow_data_exchange',
];

describe('request ids in the request log', () => {
  it('each entry keeps its X-Request-Id; GET /api_logs filters by it exactly', async () => {
    const p = await gw.projects.createProject('Req ids', 'pro');
    await call(gw.baseUrl, p.secret, 'GET', '/api_logs', undefined, { 'x-request-id': 'req-ids-00000001' });
    await call(gw.baseUrl, p.secret, 'GET', '/api_logs', undefined, { 'x-request-id': 'req-ids-00000002' });
    await gw.logWriter!.flush();
    const r = await call(gw.baseUrl, p.secret, 'GET', '/api_logs?request_id=req-ids-00000001');
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ request_id: 'req-ids-00000001', endpoint: '/platform/v1/api_logs', response_status: 200 });
    expect((await call(gw.baseUrl, p.secret, 'GET', '/api_logs?request_id=bad')).status).toBe(400);
  });
});

describe('GET /log_search', () => {
  it('finds request log entries by text and names every source with its state (down services unavailable)', async () => {
    const p = await gw.projects.createProject('Search text', 'pro');
    await call(gw.baseUrl, p.secret, 'GET', '/nothing-here-zebra', undefined, { 'x-request-id': 'req-zebra-0000001' });
    await call(gw.baseUrl, p.secret, 'GET', '/api_logs', undefined, { 'x-request-id': 'req-other-0000001' });
    const r = await search(p.secret, 'q=nothing-here-zebra');
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({
      source: 'request_log',
      resource_type: 'request',
      resource_id: 'req-zebra-0000001',
      problem: true,
      highlighted: false,
      keys: { request_id: 'req-zebra-0000001', status: '404', api_key_id: p.key.id },
      detail: { http_method: 'GET', endpoint: '/platform/v1/nothing-here-zebra', response_status: 404 },
    });
    expect(r.body.data[0].summary).toMatch(/^GET \/platform\/v1\/nothing-here-zebra → 404 in \d+ ms: /);
    expect(r.body.sources.map((s: { source: string }) => s.source)).toEqual(ALL);
    expect(Object.fromEntries(r.body.sources.map((s: { source: string; status: string }) => [s.source, s.status]))).toEqual({
      request_log: 'searched',
      external_api_log: 'searched',
      upstream_webhook_event: 'searched',
      message_event: 'unavailable',
      webhook_delivery: 'unavailable',
      workflow_step: 'unavailable',
      agent_run: 'unavailable',
      function_invocation: 'unavailable',
      function_log: 'unavailable',
      flow_data_exchange: 'unavailable',
    });
    expect(r.body.sources[0]).toMatchObject({ retention_days: 30 });
    expect(r.body.sources[0].oldest_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(r.body.paging).toEqual({ cursors: { before: expect.any(String), after: expect.any(String) }, next: null, previous: null });
    // problems_only keeps the 404, drops the 200.
    const problems = await search(p.secret, 'sources=request_log&problems_only=true');
    expect(problems.body.data.map((h: { keys: { request_id: string } }) => h.keys.request_id)).toEqual(['req-zebra-0000001']);
    expect(problems.body.sources).toEqual([expect.objectContaining({ source: 'request_log', status: 'searched' })]);
  });

  it("the wamid story: the send's request log entry (by its request id) and its upstream call, in time order", async () => {
    const p = await gw.projects.createProject('Wamid story', 'pro');
    const requestId = `req-send-${randomUUID()}`;
    await call(gw.baseUrl, p.secret, 'GET', '/api_logs', undefined, { 'x-request-id': requestId });
    await gw.logWriter!.flush();
    const wamid = 'wamid.HBgLMTQxNTU1NTAxMDEVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA';
    const later = new Date(Date.now() + 5).toISOString().replace('Z', '000Z');
    upstream.push({
      project_id: p.project.id,
      source: 'external_api_log',
      id: randomUUID(),
      occurred_at: later,
      resource_type: 'message',
      resource_id: wamid,
      summary: 'POST /v24.0/123/messages → 200 in 84 ms',
      problem: false,
      keys: { wamid, request_id: requestId },
      detail: { status: 200 },
    });
    const r = await search(p.secret, `wamid=${wamid}&order=asc&highlight=${wamid}`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((h: { source: string; highlighted: boolean }) => [h.source, h.highlighted])).toEqual([
      ['request_log', false],
      ['external_api_log', true],
    ]);
    expect(r.body.data[0].keys.request_id).toBe(requestId);
    // `q` holding a wamid is the same question.
    const byQ = await search(p.secret, `q=${wamid}&order=asc`);
    expect(byQ.body.data.map((h: { source: string }) => h.source)).toEqual(['request_log', 'external_api_log']);
  });

  it('pages through the merged order with next and previous links, without loss or duplicate', async () => {
    const p = await gw.projects.createProject('Paging', 'pro');
    for (let i = 1; i <= 5; i++) await call(gw.baseUrl, p.secret, 'GET', `/paging-${i}-koala`, undefined, { 'x-request-id': `req-page-000000${i}` });
    const first = await search(p.secret, 'q=koala&limit=2&sources=request_log');
    expect(first.body.data.map((h: { keys: { request_id: string } }) => h.keys.request_id)).toEqual(['req-page-0000005', 'req-page-0000004']);
    expect(first.body.paging.previous).toBeNull();
    const second = await call(gw.baseUrl, p.secret, 'GET', pathOf(first.body.paging.next));
    expect(second.body.data.map((h: { keys: { request_id: string } }) => h.keys.request_id)).toEqual(['req-page-0000003', 'req-page-0000002']);
    const third = await call(gw.baseUrl, p.secret, 'GET', pathOf(second.body.paging.next));
    expect(third.body.data.map((h: { keys: { request_id: string } }) => h.keys.request_id)).toEqual(['req-page-0000001']);
    expect(third.body.paging.next).toBeNull();
    const back = await call(gw.baseUrl, p.secret, 'GET', pathOf(second.body.paging.previous));
    expect(back.body.data.map((h: { keys: { request_id: string } }) => h.keys.request_id)).toEqual(['req-page-0000005', 'req-page-0000004']);
    expect(back.body.paging.previous).toBeNull();
  });

  it("a project never sees another project's entries, by text, request id or wamid", async () => {
    const a = await gw.projects.createProject('Tenant A', 'pro');
    const b = await gw.projects.createProject('Tenant B', 'pro');
    await call(gw.baseUrl, a.secret, 'GET', '/secret-path-walrus', undefined, { 'x-request-id': 'req-tenant-a-0001' });
    upstream.push({
      project_id: a.project.id,
      source: 'external_api_log',
      id: randomUUID(),
      occurred_at: new Date().toISOString().replace('Z', '000Z'),
      resource_type: 'message',
      resource_id: 'wamid.TENANTA',
      summary: 'POST /messages',
      problem: false,
      keys: { wamid: 'wamid.TENANTA', request_id: 'req-tenant-a-0001' },
      detail: {},
    });
    expect((await search(a.secret, 'q=walrus')).body.data).toHaveLength(1);
    for (const q of ['q=walrus', 'request_id=req-tenant-a-0001', 'wamid=wamid.TENANTA']) {
      const r = await search(b.secret, q);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual([]);
    }
  });

  it('a service slower than 2 s is reported unavailable and the answer still comes', async () => {
    const p = await gw.projects.createProject('Slow', 'pro');
    proxyDelayMs = 2_600;
    const t0 = Date.now();
    const r = await search(p.secret, 'sources=request_log,external_api_log').finally(() => (proxyDelayMs = 0));
    expect(Date.now() - t0).toBeLessThan(2_500);
    expect(r.status).toBe(200);
    expect(r.body.sources.map((s: { source: string; status: string }) => [s.source, s.status])).toEqual([
      ['request_log', 'searched'],
      ['external_api_log', 'unavailable'],
    ]);
  });

  it('a bad value is a 400 naming it; extreme windows answer; never a 500', async () => {
    const p = await gw.projects.createProject('Bad', 'pro');
    const r = await call(gw.baseUrl, p.secret, 'GET', '/log_search?sources=request_log,elastic');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/sources/);
    // Windows at the ends of the calendar are questions like any other, never a 500.
    for (const q of ['around=0000-01-01T00:00:00Z&window=24h', 'since=9999-12-31T23:59:59Z', 'until=0001-01-01T00:00:00Z&q=x']) {
      const edge = await search(p.secret, `${q}&sources=request_log,external_api_log`);
      expect([q, edge.status, edge.body.data]).toEqual([q, 200, []]);
    }
  });
});

describe('request log retention', () => {
  it('deletes only entries older than the cutoff, in batches', async () => {
    const p = await gw.projects.createProject('Retention', 'pro');
    const row = (days: number) => ({
      id: randomUUID(),
      project_id: p.project.id,
      endpoint: '/platform/v1/old',
      http_method: 'GET',
      response_status: 200,
      response_time_ms: 1,
      ip_address: '127.0.0.1',
      created_at: new Date(Date.now() - days * 86_400_000),
    });
    const old = [row(40), row(35), row(31)];
    const kept = [row(29), row(1)];
    await gw.db.knex('api_logs').insert([...old, ...kept]);
    const repo = new ApiLogRepository(gw.db, systemClock);
    const cutoff = new Date(Date.now() - 30 * 86_400_000);
    // Other files' entries are recent: only these three are older than 30 days.
    expect(await repo.deleteOlderThan(cutoff, 2)).toBe(2);
    expect(await repo.deleteOlderThan(cutoff, 2)).toBe(1);
    expect(await repo.deleteOlderThan(cutoff, 2)).toBe(0);
    const left = await gw.db.knex('api_logs').where({ project_id: p.project.id }).orderBy('created_at').pluck('id');
    expect(left).toEqual(kept.map((k) => k.id));
  });
});
