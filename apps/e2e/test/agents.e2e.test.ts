/**
 * Agent runs end to end: the gateway → workflows-agent → the LLM provider simulator (through the
 * `ai` SDK), the agent.run.* events → webhooks → the customer's endpoint, signed. Risks removed:
 * the 202 + poll contract broken, an approval tool running without a decision, the approval event
 * never reaching project webhooks, tool-only delivery accepted with a model that cannot do it,
 * provider keys returned or logged, another project reading or steering a run.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let a: { projectId: string; apiKey: string };
let b: { projectId: string; apiKey: string };
let server: Server;
let base: string;
const received: Array<{ path: string; body: string }> = [];
const KEY_A = `sk-e2e-a-${Date.now()}-secretvalue`;

async function until<T>(fn: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ refunded: true }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack({
    services: ['workflows-agent', 'webhooks'],
    simulator: false,
    appEnv: { webhooks: { WEBHOOK_POLL_MS: '100' }, 'workflows-agent': { AGENT_RUN_POLL_MS: '100', AGENT_WEBHOOK_ALLOWED_TARGETS: '127.0.0.1' } },
  });
  a = await stack.createProject('pro');
  b = await stack.createProject('pro');
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((r) => server.close(() => r()));
});

const llm = (path: string, body: unknown) =>
  fetch(`${stack.llmUrl}/__sim${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('agent runs through the gateway', () => {
  it('provider keys: set with PUT, listed without the key, never in any log; another project sees none', async () => {
    const set = await stack.api(a.apiKey, 'PUT', '/agent/provider_keys/openai', { api_key: KEY_A });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ provider: 'openai' });
    expect(JSON.stringify(set.body)).not.toContain(KEY_A);
    const list = await stack.api(a.apiKey, 'GET', '/agent/provider_keys');
    expect(list.body.data.map((k: { provider: string }) => k.provider)).toEqual(['openai']);
    expect(JSON.stringify(list.body)).not.toContain(KEY_A);
    expect((await stack.api(b.apiKey, 'GET', '/agent/provider_keys')).body.data).toEqual([]);
    expect((await stack.api(a.apiKey, 'PUT', '/agent/provider_keys/acme', { api_key: KEY_A })).status).toBe(400);
    expect((await stack.api(a.apiKey, 'PUT', '/agent/provider_keys/openai', { api_key: 'short' })).status).toBe(400);
  });

  it('a run with a tool needing approval: 202 with a URL to poll, waiting_for_approval with the call shown, the webhook event, approve → tool once → completed', async () => {
    const hook = await stack.api(a.apiKey, 'POST', '/webhooks', {
      webhook: { url: `${base}/events`, events: ['agent.run.approval_required', 'agent.run.completed'], payload_version: 'v2' },
    });
    expect(hook.status).toBe(201);
    expect(
      (
        await llm('/scripts', {
          api_key: KEY_A,
          steps: [
            { type: 'tool_calls', calls: [{ name: 'refund', arguments: { order: 42 } }] },
            { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'refund done' } }] },
          ],
        })
      ).status,
    ).toBe(201);
    const created = await stack.api(a.apiKey, 'POST', '/agent/runs', {
      prompt: 'Refund order 42',
      metadata: { ticket: 'T-9' },
      agent: {
        provider_model: 'gpt-4.1-mini',
        webhook_tools: [{ name: 'refund', description: 'Refund an order', url: `${base}/refund`, method: 'POST', requires_approval: true }],
      },
    });
    expect(created.status).toBe(202);
    const id = created.body.data.id as string;
    expect(created.body.status_url).toBe(`/platform/v1/agent/runs/${id}`);
    expect(created.headers.get('location')).toBe(created.body.status_url);
    expect(created.body.data).toMatchObject({
      status: 'queued',
      prompt: 'Refund order 42',
      metadata: { ticket: 'T-9' },
      agent: { provider_model: 'gpt-4.1-mini', provider: 'openai' },
    });

    const waiting = await until(async () => {
      const r = await stack.api(a.apiKey, 'GET', `/agent/runs/${id}`);
      return r.body.data.status === 'waiting_for_approval' ? r.body.data : undefined;
    });
    expect(waiting.pending_tool_call).toMatchObject({ tool_name: 'refund', arguments: { order: 42 } });
    const ev = await until(() => received.find((r) => r.path === '/events' && r.body.includes('agent.run.approval_required')));
    expect(JSON.parse(ev.body)).toMatchObject({
      event: 'agent.run.approval_required',
      agent_run: { id, status: 'waiting_for_approval', approval: { tool_name: 'refund' } },
    });
    expect(received.filter((r) => r.path === '/refund')).toHaveLength(0);

    // Another project can neither read nor decide it; the answer is the same as for an unknown id.
    const foreign = await stack.api(b.apiKey, 'POST', `/agent/runs/${id}/approve`, {});
    const unknown = await stack.api(b.apiKey, 'POST', `/agent/runs/00000000-0000-4000-8000-000000000000/approve`, {});
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);

    const approved = await stack.api(a.apiKey, 'POST', `/agent/runs/${id}/approve`, { tool_call_id: waiting.pending_tool_call.tool_call_id });
    expect(approved.status).toBe(200);
    const done = await until(async () => {
      const r = await stack.api(a.apiKey, 'GET', `/agent/runs/${id}`);
      return ['completed', 'failed'].includes(r.body.data.status) ? r.body.data : undefined;
    });
    expect(done).toMatchObject({ status: 'completed', result: 'refund done', error: null });
    expect(done.usage.total_tokens).toBeGreaterThan(0);
    expect(received.filter((r) => r.path === '/refund')).toHaveLength(1);
    await until(() => received.find((r) => r.path === '/events' && r.body.includes('agent.run.completed')));
    const steps = await stack.api(a.apiKey, 'GET', `/agent/runs/${id}/steps`);
    expect(steps.body.data.map((s: { kind: string }) => s.kind)).toEqual(['model', 'tool', 'model', 'tool']);
    const list = await stack.api(a.apiKey, 'GET', '/agent/runs?limit=1&status=completed');
    expect(list.body.data[0].id).toBe(id);
    expect((await stack.api(b.apiKey, 'GET', '/agent/runs')).body.data).toEqual([]);
    expect((await stack.api(a.apiKey, 'POST', `/agent/runs/${id}/pause`)).status).toBe(409);
    for (const app of ['gateway', 'workflows-agent', 'webhooks'] as const) expect(stack.logs(app)).not.toContain(KEY_A);
  });

  it('tool-only delivery with a model that cannot do it → 422 on provider_model; bad input → 400 { error }', async () => {
    await stack.api(a.apiKey, 'PUT', '/agent/provider_keys/anthropic', { api_key: `${KEY_A}-anthropic` });
    const r = await stack.api(a.apiKey, 'POST', '/agent/runs', {
      prompt: 'hi',
      conversation_id: '00000000-0000-4000-8000-000000000001',
      agent: { provider_model: 'claude-sonnet-4-5', message_delivery_mode: 'tool_only' },
    });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ field: 'provider_model' });
    expect(typeof r.body.error).toBe('string');
    expect((await stack.api(a.apiKey, 'POST', '/agent/runs', { prompt: '' })).status).toBe(400);
    expect((await stack.api(a.apiKey, 'POST', '/agent/runs', { prompt: 'x', agent: { max_iterations: 0 } })).status).toBe(400);
    expect((await stack.api(a.apiKey, 'POST', '/agent/runs', { prompt: 'x', agent: { provider_model: 'nope' } })).status).toBe(422);
    expect((await stack.api(a.apiKey, 'GET', '/agent/runs/not-a-uuid')).status).toBe(400);
    expect((await stack.api(a.apiKey, 'GET', '/agent/runs?after=%%%')).status).toBe(400);
    const models = await stack.api(a.apiKey, 'GET', '/provider_models');
    const sonnet = models.body.data.find((m: { id: string }) => m.id === 'claude-sonnet-4-5');
    expect(sonnet).toMatchObject({ supports_tool_only_delivery: false, thinking_mode: 'adaptive' });
  });
});
