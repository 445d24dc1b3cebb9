/**
 * The MCP endpoint's edge (decision 0029): what a client that is not a well-behaved MCP client sends;
 * and the approvals list's cursor paging.
 * Never a 5xx and never JSON-RPC -32603 Internal error for a client's mistake: an HTTP refusal is
 * `{ "error" }` (the gateway's) or a JSON-RPC error envelope (the transport's), malformed params answer
 * -32602 Invalid params, and a tool the server does not have is a tool error.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpApprovalsRepository } from '../../src/mcp/approvals.repository';
import { call, startTestGateway, type TestGateway } from '../support';

let gw: TestGateway;
let key: string;
let projectId: string;
let keyId: string;

beforeAll(async () => {
  gw = await startTestGateway({});
  const p = await gw.projects.createProject('Mcp edge', 'enterprise', 'mcp key');
  key = p.secret;
  projectId = p.project.id;
  keyId = p.key.id;
});

afterAll(async () => {
  await gw.stop();
  await gw.cleanup();
});

const MCP_HEADERS = () => ({ 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' });

async function post(body: string, headers: Record<string, string> = MCP_HEADERS(), method = 'POST') {
  const res = await fetch(`${gw.baseUrl}/mcp`, { method, headers, body: method === 'POST' ? body : undefined });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: text ? (JSON.parse(text) as any) : undefined };
}

const rpc = (method: string, params?: unknown, id: unknown = 1) => JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });

describe('the MCP endpoint’s edge', () => {
  it('malformed params answer -32602 Invalid params, never -32603', async () => {
    for (const params of [{ name: 'list_api_logs', arguments: 'x' }, { arguments: {} }, { name: 5 }, { name: 'list_api_logs', arguments: [1, 2] }]) {
      const r = await post(rpc('tools/call', params));
      expect(r.status).toBe(200);
      expect(r.body.error.code).toBe(-32602);
    }
    const list = await post(rpc('tools/list', { cursor: 5 }));
    expect(list.body.error).toMatchObject({ code: -32602, message: expect.stringContaining('cursor') });
  });

  it('not JSON-RPC, not JSON, wrong headers or methods: 4xx with a JSON error body, never a 5xx', async () => {
    const cases: Array<[string, Record<string, string>?, string?]> = [
      ['{"jsonrpc":'],
      ['{}'],
      ['[]'],
      ['{"jsonrpc":"2.0","id":{"a":1},"method":"tools/list"}'],
      ['{"jsonrpc":"2.0","id":1,"method":"tools/call","params":null}'],
      ['['.repeat(50_000) + ']'.repeat(50_000)],
      [rpc('tools/list'), { 'x-api-key': key, 'content-type': 'application/json' }],
      [rpc('tools/list'), { ...MCP_HEADERS(), 'content-type': 'text/plain' }],
      [rpc('tools/list'), { ...MCP_HEADERS(), 'x-api-key': 'not-a-key' }],
      [rpc('tools/list'), MCP_HEADERS(), 'GET'],
      [rpc('tools/list'), MCP_HEADERS(), 'DELETE'],
    ];
    for (const [body, headers, method] of cases) {
      const r = await post(body, headers, method);
      expect(r.status, body.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(r.status, body.slice(0, 80)).toBeLessThan(500);
      expect(r.contentType).toMatch(/^application\/json/);
      const envelope = typeof r.body.error === 'string' || (r.body.jsonrpc === '2.0' && typeof r.body.error?.code === 'number');
      expect(envelope, JSON.stringify(r.body).slice(0, 200)).toBe(true);
    }
  });

  it('an unknown method is -32601, an unknown tool a tool error, a batch answers each message', async () => {
    expect((await post(rpc('nope'))).body.error.code).toBe(-32601);
    const unknown = await post(rpc('tools/call', { name: 'no_such_tool', arguments: {} }));
    expect(unknown.body.result).toMatchObject({ isError: true });
    const batch = await post(`[${rpc('tools/list', undefined, 1)},${rpc('tools/call', { name: 'list_toolsets', arguments: {} }, 2)}]`);
    expect(batch.status).toBe(200);
    expect((batch.body as Array<{ id: number }>).map((m) => m.id).sort()).toEqual([1, 2]);
  });
});

describe('the plan rate limit', () => {
  it('a tool call counts once (its MCP request; the API call it makes is not counted again); a batch of n messages counts n', async () => {
    // A project of its own: its window starts with this test's first request.
    const fresh = await gw.projects.createProject('Mcp limit', 'enterprise', 'limit key');
    const headers = { ...MCP_HEADERS(), 'x-api-key': fresh.secret };
    const remaining = async () =>
      Number((await fetch(`${gw.baseUrl}/api_logs?limit=1`, { headers: { 'x-api-key': fresh.secret } })).headers.get('x-ratelimit-remaining'));
    const logsCall = (id: number) => rpc('tools/call', { name: 'list_api_logs', arguments: { query: { limit: 1 } } }, id);
    const r0 = await remaining();
    const one = await post(logsCall(1), headers);
    expect(one.status).toBe(200);
    expect(one.body.result.isError).not.toBe(true);
    expect(JSON.stringify(one.body.result)).toContain('200');
    const r1 = await remaining();
    expect(r0 - r1).toBe(2); // the MCP request and this read
    const batch = await post(`[${[1, 2, 3].map(logsCall).join(',')}]`, headers);
    expect((batch.body as Array<{ result: { isError?: boolean } }>).map((m) => m.result.isError === true)).toEqual([false, false, false]);
    const r2 = await remaining();
    expect(r1 - r2).toBe(4); // three messages and this read
  });
});

describe('GET /mcp/approvals', () => {
  it('pages most recent first with stable cursors, keeps the status filter in its links, and never shows another project’s', async () => {
    const repo = new McpApprovalsRepository(gw.db);
    const other = await gw.projects.createProject('Mcp other', 'enterprise', 'other key');
    const base = Date.now() - 60_000;
    const add = (project: string, byKey: string, i: number, expiresInMs: number) =>
      repo.insert({
        id: randomUUID(),
        projectId: project,
        tool: 'send_message',
        operationId: 'sendMessage',
        httpMethod: 'POST',
        path: '/messaging/conversations/x/messages',
        routePath: '/messaging/conversations/:conversation_id/messages',
        reason: 'sends_messages',
        argumentsHash: `h${i}`,
        request: { method: 'POST', url: 'x', headers: {}, body: null },
        requestedByKeyId: byKey,
        requestedByKeyName: 'k',
        createdAt: new Date(base + i * 1000),
        expiresAt: new Date(base + i * 1000 + expiresInMs),
      });
    const mine: string[] = [];
    // Seven of this project (the first two already expired), two of the other one in between.
    for (let i = 0; i < 7; i++) mine.push((await add(projectId, keyId, i, i < 2 ? 1000 : 3_600_000)).id);
    for (let i = 0; i < 2; i++) await add(other.project.id, other.key.id, i + 10, 3_600_000);
    const newestFirst = [...mine].reverse();

    const seen: string[] = [];
    let path = '/mcp/approvals?limit=3';
    const pages: any[] = [];
    for (let n = 0; n < 5 && path; n++) {
      const r = await call(gw.baseUrl, key, 'GET', path);
      expect(r.status).toBe(200);
      pages.push(r.body);
      seen.push(...r.body.data.map((a: { id: string }) => a.id));
      path = r.body.paging.next ? r.body.paging.next.replace(/^\/platform\/v1/, '') : '';
    }
    expect(seen).toEqual(newestFirst);
    expect(pages.map((pg) => pg.data.length)).toEqual([3, 3, 1]);
    expect(pages[0].paging.previous).toBeNull();
    expect(pages[2].paging.next).toBeNull();
    // Back from the last page: the page before it, exactly.
    const back = await call(gw.baseUrl, key, 'GET', `/mcp/approvals?limit=3&before=${encodeURIComponent(pages[2].paging.cursors.before)}`);
    expect(back.body.data.map((a: { id: string }) => a.id)).toEqual(newestFirst.slice(3, 6));

    // The filter stays in the links: pending ones are the five unexpired.
    const pending = await call(gw.baseUrl, key, 'GET', '/mcp/approvals?status=pending&limit=4');
    expect(pending.body.data.map((a: { id: string }) => a.id)).toEqual(newestFirst.slice(0, 4));
    expect(pending.body.paging.next).toContain('status=pending');
    const rest = await call(gw.baseUrl, key, 'GET', pending.body.paging.next.replace(/^\/platform\/v1/, ''));
    expect(rest.body.data.map((a: { id: string }) => a.id)).toEqual(newestFirst.slice(4, 5));
    const expired = await call(gw.baseUrl, key, 'GET', '/mcp/approvals?status=expired');
    expect(expired.body.data.map((a: { id: string }) => a.id)).toEqual([mine[1], mine[0]]);

    // Refusals: a cursor that is not one, both directions at once.
    expect((await call(gw.baseUrl, key, 'GET', '/mcp/approvals?after=not-a-cursor')).status).toBe(400);
    const c = encodeURIComponent(pages[0].paging.cursors.after);
    const both = await call(gw.baseUrl, key, 'GET', `/mcp/approvals?after=${c}&before=${c}`);
    expect(both.status).toBe(400);
    expect(both.body.error).toMatch(/either before or after/);
  });
});
