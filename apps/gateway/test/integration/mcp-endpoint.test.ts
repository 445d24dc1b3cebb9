/**
 * The MCP endpoint's edge (decision 0029): what a client that is not a well-behaved MCP client sends.
 * Never a 5xx and never JSON-RPC -32603 Internal error for a client's mistake: an HTTP refusal is
 * `{ "error" }` (the gateway's) or a JSON-RPC error envelope (the transport's), malformed params answer
 * -32602 Invalid params, and a tool the server does not have is a tool error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support';

let gw: TestGateway;
let key: string;

beforeAll(async () => {
  gw = await startTestGateway({});
  key = (await gw.projects.createProject('Mcp edge', 'enterprise', 'mcp key')).secret;
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
