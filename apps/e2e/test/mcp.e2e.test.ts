/**
 * The MCP server at {base_url}/mcp (issue 39 item 3, decision 0029) with the official SDK's own client
 * (`Client` + `StreamableHTTPClientTransport`) against a running stack: toolsets listed and chosen,
 * logs searched through the log search tool, a read-only key refused a send (not listed; called by
 * name, the API's 403 sentence), a full key's send held for an approval that the key itself cannot
 * grant, approved by another key (and one denied by a person), then sent exactly once (the upstream
 * simulator saw one send; a retry answers the same result), a dry run showing the request with the
 * key and secrets redacted, a send by number (default toolsets) approved by a person, and every tool
 * call in the request log and the audit log with source `mcp`.
 */
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, signIn, type DashboardSession } from '@platform/testing';
import { poll, startStack, type Stack } from '../src';

let stack: Stack;
let p: { projectId: string; apiKey: string; apiKeyId: string };
let readOnlyKey = '';
let approverKey = '';
let owner: DashboardSession;
let pn = '';
let conversationId = '';
const clients: Client[] = [];

type ToolResult = { isError?: boolean; structuredContent?: Record<string, any>; content: Array<{ type: string; text?: string }> };

/** A connected MCP client with `key` (sent as `Authorization: Bearer`, as MCP clients do) and the toolsets of `query`. */
async function connect(key: string, query = ''): Promise<Client> {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${stack.baseUrl}/mcp${query}`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as ToolResult;
const textOf = (r: ToolResult) => r.content.map((c) => c.text ?? '').join('\n');
const sends = async () => (await stack.sim('GET', `/__sim/requests?method=POST&path=${pn}/messages`)).count as number;

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy', 'contacts', 'workflows-agent'] });
  p = await stack.createProject('pro');
  const fx = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  pn = fx.phone_numbers[0].id as string;
  const customer = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: 'MCP Co' } });
  const connected = await stack.api(p.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: { name: 'Support', kind: 'production', phone_number_id: pn, business_account_id: fx.wabas[0].id, access_token: fx.tokens[0].value },
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(201);
  const ro = await stack.api(p.apiKey, 'POST', '/api_keys', { api_key: { name: 'assistant (read only)', scopes: ['read_only'] } });
  readOnlyKey = ro.body.data.secret as string;
  const approver = await stack.api(p.apiKey, 'POST', '/api_keys', { api_key: { name: 'approver', scopes: ['messaging'] } });
  approverKey = approver.body.data.secret as string;
  const email = `owner-${randomUUID()}@mcp.test`;
  const added = (await stack.admin(['user', 'add-owner', '--project', p.projectId, '--email', email, '--json'])) as { password: string };
  owner = await signIn(stack.gatewayUrl, email, added.password);
  // A customer writes: their conversation is open for replies.
  const from = '15557770042';
  await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from, text: 'Hello?', name: 'Customer' });
  conversationId = await poll(async () => {
    const r = await stack.api(p.apiKey, 'GET', `/messaging/conversations?phone_number_id=${pn}&phone_number=${from}`);
    const c = r.body.data?.[0] as { id: string; service_window_expires_at: string | null } | undefined;
    return c?.service_window_expires_at ? c.id : undefined;
  });
}, 240_000);

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await stack?.stop();
});

describe('the MCP endpoint', () => {
  it('refuses a request without a valid key with a JSON 401, and an unknown toolset with a 400', async () => {
    const none = await fetch(`${stack.baseUrl}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: string }).error).toMatch(/Missing API key/);
    const wrong = await fetch(`${stack.baseUrl}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'mpk_nope' }, body: '{}' });
    expect(wrong.status).toBe(401);
    const typo = await fetch(`${stack.baseUrl}/mcp?toolsets=mesaging`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': p.apiKey },
      body: '{}',
    });
    expect(typo.status).toBe(400);
    expect(((await typo.json()) as { error: string }).error).toMatch(/Unknown toolset 'mesaging'/);
  });

  it('lists the toolsets (tool and instructions) and serves the default set unless the client chooses', async () => {
    const client = await connect(p.apiKey);
    expect(client.getInstructions()).toMatch(/toolsets/);
    const listed = await call(client, 'list_toolsets');
    const toolsets = listed.structuredContent!.toolsets as Array<{ name: string; served: boolean; tools_allowed: number }>;
    expect(toolsets.map((t) => t.name)).toEqual(['messaging', 'conversations', 'broadcasts', 'automation', 'observability', 'administration']);
    expect(toolsets.filter((t) => t.served).map((t) => t.name)).toEqual(['messaging', 'observability']);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['list_toolsets', 'search_logs', 'list_api_logs', 'list_customers']));
    expect(names).not.toContain('list_workflows');
    expect(names).not.toContain('send_conversation_message');
  });

  it('lists the tools of the toolsets a client chooses (query parameter or header)', async () => {
    const broadcasts = (await (await connect(p.apiKey, '?toolsets=broadcasts')).listTools()).tools.map((t) => t.name);
    expect(broadcasts).toEqual(expect.arrayContaining(['send_broadcast', 'list_broadcasts']));
    expect(broadcasts).not.toContain('list_api_logs');
    const conversations = (await (await connect(p.apiKey, '?toolsets=conversations,automation')).listTools()).tools;
    const send = conversations.find((t) => t.name === 'send_conversation_message')!;
    expect(send.description).toMatch(/Needs an approval/);
    expect(Object.keys(send.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['path', 'body', 'dry_run', 'approval_id']));
    expect(conversations.map((t) => t.name)).toContain('list_workflows');
  });

  it('searches the logs through the log search tool', async () => {
    const client = await connect(p.apiKey, '?toolsets=observability');
    const r = await call(client, 'search_logs', { query: { q: '/customers', sources: 'request_log' } });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect(r.structuredContent!.status).toBe(200);
    const hits = r.structuredContent!.body.data as Array<{ source: string; summary: string }>;
    expect(hits.some((h) => h.source === 'request_log' && h.summary.includes('/customers'))).toBe(true);
    // A read tool call is in the audit log too (a write is audited by its route): the tool, the path it read, source mcp.
    const audited = await poll(async () => {
      const a = await stack.api(p.apiKey, 'GET', '/audit_events?resource_type=mcp_tool&resource_id=search_logs');
      return a.body.data.length > 0 ? a.body.data : undefined;
    });
    expect(audited[0]).toMatchObject({
      action: 'mcp_tool.called',
      outcome: 'succeeded',
      status_code: 200,
      source: 'mcp',
      actor: expect.objectContaining({ type: 'api_key', id: p.apiKeyId }),
      request: expect.objectContaining({ method: 'GET', path: '/platform/v1/log_search' }),
    });
  });

  it('a read-only key does not see the send and is refused it by name with the API’s own 403 sentence; nothing is sent', async () => {
    const before = await sends();
    const client = await connect(readOnlyKey, '?toolsets=conversations');
    const tools = (await client.listTools()).tools;
    const names = tools.map((t) => t.name);
    expect(names).toContain('list_conversations');
    expect(names).not.toContain('send_conversation_message');
    // Only read tools: no write of the toolset is listed.
    expect(tools.filter((t) => t.annotations?.readOnlyHint !== true).map((t) => t.name)).toEqual([]);
    expect(names).not.toContain('update_conversation');
    const r = await call(client, 'send_conversation_message', {
      path: { conversation_id: conversationId },
      body: { message: { type: 'text', text: { body: 'hi' } } },
    });
    expect(r.isError).toBe(true);
    const direct = await stack.api(
      readOnlyKey,
      'POST',
      `/messaging/conversations/${conversationId}/messages`,
      { message: { type: 'text', text: { body: 'hi' } } },
      { 'idempotency-key': randomUUID() },
    );
    expect(direct.status).toBe(403);
    expect(r.structuredContent!.body.error).toBe(direct.body.error);
    expect(await sends()).toBe(before);
  });

  it('dry_run answers the exact request with the key and secrets redacted, and does nothing', async () => {
    const before = await sends();
    const client = await connect(p.apiKey, '?toolsets=conversations,automation');
    const args = { path: { conversation_id: conversationId }, body: { message: { type: 'text', text: { body: 'dry' } } }, idempotency_key: 'dry-1' };
    const r = await call(client, 'send_conversation_message', { ...args, dry_run: true });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect(r.structuredContent!.request).toEqual({
      method: 'POST',
      url: `${stack.baseUrl}/messaging/conversations/${conversationId}/messages`,
      headers: { 'x-api-key': '[REDACTED]', accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': 'dry-1' },
      body: args.body,
    });
    expect(textOf(r)).not.toContain(p.apiKey);
    const secret = 'sk-provider-secret-123456';
    const key = await call(client, 'set_provider_key', { path: { provider: 'openai' }, body: { api_key: secret }, dry_run: true });
    expect(key.structuredContent!.request.body).toEqual({ api_key: '[REDACTED]' });
    expect(textOf(key)).not.toContain(secret);
    // Arguments of the wrong shape are refused before anything is made.
    const bad = await call(client, 'send_conversation_message', { path: 'not an object', dry_run: true });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/path and query must be objects/);
    expect(await sends()).toBe(before);
    const keys = await stack.api(p.apiKey, 'GET', '/agent/provider_keys');
    expect(JSON.stringify(keys.body)).not.toContain('openai');
  });

  it('a send waits for an approval the requesting key cannot grant; another key approves; it runs once', async () => {
    const before = await sends();
    const client = await connect(p.apiKey, '?toolsets=conversations');
    const args = { path: { conversation_id: conversationId }, body: { message: { type: 'text', text: { body: 'Your order ships today.' } } } };
    const asked = await call(client, 'send_conversation_message', args);
    expect(asked.isError).toBe(true);
    expect(asked.structuredContent!.approval_required).toBe(true);
    const approval = asked.structuredContent!.approval as { id: string; status: string; request: { headers: Record<string, string>; body: unknown } };
    expect(approval.status).toBe('pending');
    expect(approval.request.headers['x-api-key']).toBe('[REDACTED]');
    expect(approval.request.body).toEqual(args.body);
    expect(asked.structuredContent!.approve_at.dashboard).toBe(`${stack.gatewayUrl}/app/p/${p.projectId}/mcp-approvals`);
    expect(await sends()).toBe(before);

    // Pending: not usable yet.
    const early = await call(client, 'send_conversation_message', { ...args, approval_id: approval.id });
    expect(early.isError).toBe(true);
    expect(textOf(early)).toMatch(/still pending/);
    // The key that asked cannot approve its own call.
    const self = await stack.api(p.apiKey, 'POST', `/mcp/approvals/${approval.id}/approve`);
    expect(self.status).toBe(403);
    expect(self.body.error).toMatch(/cannot approve or deny its own/);
    // A read-only key reads it but may not approve a send.
    expect((await stack.api(readOnlyKey, 'GET', `/mcp/approvals/${approval.id}`)).body.data.status).toBe('pending');
    expect((await stack.api(readOnlyKey, 'POST', `/mcp/approvals/${approval.id}/approve`)).status).toBe(403);
    // Another key with the write of messaging approves.
    const approved = await stack.api(approverKey, 'POST', `/mcp/approvals/${approval.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decided_by: { type: 'api_key' } });
    expect((await stack.api(approverKey, 'POST', `/mcp/approvals/${approval.id}/deny`)).status).toBe(409);

    // Other arguments are refused; the same ones send, once.
    const other = await call(client, 'send_conversation_message', {
      ...args,
      body: { message: { type: 'text', text: { body: 'Something else' } } },
      approval_id: approval.id,
    });
    expect(other.isError).toBe(true);
    expect(textOf(other)).toMatch(/other arguments/);
    const sent = await call(client, 'send_conversation_message', { ...args, approval_id: approval.id });
    expect(sent.isError, textOf(sent)).toBeFalsy();
    expect(sent.structuredContent!.status).toBe(201);
    const wamid = sent.structuredContent!.body.data.wamid as string;
    expect(await sends()).toBe(before + 1);
    const again = await call(client, 'send_conversation_message', { ...args, approval_id: approval.id });
    expect(again.structuredContent!.body.data.wamid).toBe(wamid);
    expect(again.structuredContent!.replayed).toBe(true);
    expect(await sends()).toBe(before + 1);
    expect((await stack.api(approverKey, 'GET', `/mcp/approvals/${approval.id}`)).body.data).toMatchObject({ status: 'used', result_status: 201 });

    // The request log and the audit log show the tool call with source mcp; the approval in the audit log.
    const logged = await poll(async () => {
      const r = await stack.api(p.apiKey, 'GET', `/api_logs?endpoint=/conversations/${conversationId}/messages`);
      return (r.body.data as Array<{ http_method: string; response_status: number; source: string | null }>).find(
        (e) => e.http_method === 'POST' && e.response_status === 201,
      );
    });
    expect(logged.source).toBe('mcp');
    const mcpPosts = await poll(async () => {
      const r = await stack.api(p.apiKey, 'GET', '/api_logs?endpoint=/platform/v1/mcp&limit=100');
      const own = (r.body.data as Array<{ endpoint: string; source: string | null }>).filter((e) => e.endpoint === '/platform/v1/mcp');
      return own.length > 0 ? own : undefined;
    });
    expect(mcpPosts.map((e) => e.source)).toEqual(mcpPosts.map(() => 'mcp'));
    // The approvals API is an ordinary route of the table: source api.
    const approvals = (await stack.api(p.apiKey, 'GET', `/api_logs?endpoint=/mcp/approvals/${approval.id}/approve`)).body.data as Array<{ source: string }>;
    expect(approvals.length).toBeGreaterThan(0);
    expect(approvals.every((e) => e.source === 'api')).toBe(true);
    const audited = await poll(async () => {
      const r = await stack.api(p.apiKey, 'GET', `/audit_events?resource_type=mcp_approval&resource_id=${approval.id}`);
      return r.body.data.length > 0 ? r.body.data : undefined;
    });
    expect(
      audited.some(
        (e: { action: string; outcome: string; source: string }) => e.action === 'mcp_approval.approved' && e.outcome === 'succeeded' && e.source === 'api',
      ),
      JSON.stringify(audited),
    ).toBe(true);
    // Asked for by the assistant's key through the MCP server.
    expect(audited).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'mcp_approval.requested', source: 'mcp', actor: expect.objectContaining({ type: 'api_key', id: p.apiKeyId }) }),
      ]),
    );
    const sendAudit = await poll(async () => {
      const r = await stack.api(p.apiKey, 'GET', '/audit_events?limit=100');
      return (r.body.data as Array<{ request: { path: string | null }; status_code: number | null; source: string | null }>).find(
        (e) => e.request.path === `/platform/v1/messaging/conversations/${conversationId}/messages` && e.status_code === 201,
      );
    });
    expect(sendAudit.source).toBe('mcp');
  });

  it('with the default toolsets, a send by number is approved by a person in the dashboard and sent once', async () => {
    const before = await sends();
    const client = await connect(p.apiKey);
    const args = { path: { phone_number_id: pn }, body: { to: '+15557770042', message: { type: 'text', text: { body: 'Sent by number' } } } };
    const asked = await call(client, 'send_message', args);
    expect(asked.structuredContent!.approval_required, textOf(asked)).toBe(true);
    const id = asked.structuredContent!.approval.id as string;
    const approved = await appCall(stack.gatewayUrl, owner, 'POST', `/projects/${p.projectId}/mcp/approvals/${id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decided_by: { type: 'user' } });
    const sent = await call(client, 'send_message', { ...args, approval_id: id });
    expect(sent.isError, textOf(sent)).toBeFalsy();
    expect(sent.structuredContent!.status).toBe(201);
    expect(await sends()).toBe(before + 1);
  });

  it('an approved send the upstream fails leaves the approval usable; the retry sends', async () => {
    const client = await connect(p.apiKey, '?toolsets=conversations');
    const args = { path: { conversation_id: conversationId }, body: { message: { type: 'text', text: { body: 'After an outage' } } } };
    const id = ((await call(client, 'send_conversation_message', args)).structuredContent!.approval as { id: string }).id;
    expect((await stack.api(approverKey, 'POST', `/mcp/approvals/${id}/approve`)).status).toBe(200);
    await stack.sim('POST', '/__sim/faults', {
      match: { method: 'POST', path: `${pn}/messages` },
      kind: 'graph_error',
      code: 2,
      status: 503,
      title: 'Service temporarily unavailable',
      times: 1,
    });
    const failed = await call(client, 'send_conversation_message', { ...args, approval_id: id });
    expect(failed.isError, textOf(failed)).toBe(true);
    expect(failed.structuredContent!.status).toBeGreaterThanOrEqual(500);
    expect(failed.structuredContent!.approval_still_usable).toBe(true);
    expect((await stack.api(p.apiKey, 'GET', `/mcp/approvals/${id}`)).body.data.status).toBe('approved');
    const sent = await call(client, 'send_conversation_message', { ...args, approval_id: id });
    expect(sent.isError, textOf(sent)).toBeFalsy();
    expect(sent.structuredContent!.status).toBe(201);
    expect((await stack.api(p.apiKey, 'GET', `/mcp/approvals/${id}`)).body.data).toMatchObject({ status: 'used', result_status: 201 });
  });

  it('a person denies in the dashboard: the call never runs', async () => {
    const before = await sends();
    const client = await connect(p.apiKey, '?toolsets=conversations');
    const args = { path: { conversation_id: conversationId }, body: { message: { type: 'text', text: { body: 'Denied message' } } } };
    const asked = await call(client, 'send_conversation_message', args);
    const id = asked.structuredContent!.approval.id as string;
    const pending = await appCall(stack.gatewayUrl, owner, 'GET', `/projects/${p.projectId}/mcp/approvals?status=pending`);
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((a: { id: string }) => a.id)).toContain(id);
    const denied = await appCall(stack.gatewayUrl, owner, 'POST', `/projects/${p.projectId}/mcp/approvals/${id}/deny`);
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    expect(denied.body.data).toMatchObject({ status: 'denied', decided_by: { type: 'user' } });
    const r = await call(client, 'send_conversation_message', { ...args, approval_id: id });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/denied/);
    expect(await sends()).toBe(before);
  });

  it('a key a full-scope caller created with mcp_approvals_waived sends without an approval; a narrower key cannot create one', async () => {
    const narrow = await stack.api(approverKey, 'POST', '/api_keys', { api_key: { name: 'self-waiver', scopes: ['messaging'], mcp_approvals_waived: true } });
    expect(narrow.status).toBe(403);
    expect(narrow.body.error).toMatch(/full scope/);
    const waived = await stack.api(p.apiKey, 'POST', '/api_keys', {
      api_key: { name: 'trusted assistant', scopes: ['messaging'], mcp_approvals_waived: true },
    });
    expect(waived.status).toBe(201);
    expect(waived.body.data.mcp_approvals_waived).toBe(true);
    const before = await sends();
    const client = await connect(waived.body.data.secret as string, '?toolsets=conversations');
    const args = {
      path: { conversation_id: conversationId },
      body: { message: { type: 'text', text: { body: 'Trusted send' } } },
      idempotency_key: randomUUID(),
    };
    const r = await call(client, 'send_conversation_message', args);
    expect(r.isError, textOf(r)).toBeFalsy();
    expect(r.structuredContent!.status).toBe(201);
    const retry = await call(client, 'send_conversation_message', args);
    expect(retry.structuredContent!.body.data.wamid).toBe(r.structuredContent!.body.data.wamid);
    expect(await sends()).toBe(before + 1);
  });

  it('a forged source header is dropped: the request is logged as api', async () => {
    const res = await fetch(`${stack.baseUrl}/customers`, { headers: { 'x-api-key': p.apiKey, 'x-platform-internal-source': 'mcp forged' } });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id')!;
    const entry = await poll(
      async () => (await stack.api(p.apiKey, 'GET', `/api_logs?request_id=${requestId}`)).body.data[0] as { source: string } | undefined,
    );
    expect(entry.source).toBe('api');
  });
});
