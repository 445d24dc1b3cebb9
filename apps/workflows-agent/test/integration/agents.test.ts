/**
 * Agent runs through workflows-agent's gRPC client against the LLM provider simulator (a child
 * process: apps never import apps) spoken to through the real `ai` SDK providers. The send path,
 * contacts and webhooks are recording peers at the AgentPeers port. Risks removed: an approval tool
 * running without a person's decision, a rejected call silently retried, a paused run that keeps
 * calling the model, a cancel that waits for a slow tool, provider 429/529 failing runs at once or
 * retrying forever, tool-only delivery with a model that cannot do it, sampling sent while thinking,
 * provider keys readable, logged or usable by another project.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import * as grpc from '@grpc/grpc-js';
import knex from 'knex';
import pino from 'pino';
import { fromStruct, loadContracts, toStruct, type workflowsAgent } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv, testInfra, type ListeningProcess } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { UNKNOWN_OUTCOME_NOTE } from '../../src/agents/domain/send-result';
import type { AgentPeers } from '../../src/agents/infra/grpc/platform.clients';
import { startLlmSim, failureOf as failure, sendOutcome } from '../support/common';

let sim: ListeningProcess | undefined;
let simUrl: string;
let svc: RunningService;
let client: workflowsAgent.WorkflowsAgentServiceClient;
let hook: http.Server;
let hookUrl: string;
const hookCalls: Array<{ path: string; body: string; headers: http.IncomingHttpHeaders }> = [];
const env = serviceTestEnv('wfaagents');
const logLines: string[] = [];
const sends: Array<{ projectId: string; message: Record<string, unknown>; idempotencyKey: string }> = [];
const events: Array<{ projectId: string; event: string; payload: Record<string, unknown> }> = [];
const CONV = randomUUID();

/** Calls of each idempotency key the send path has seen. */
const keyCalls = new Map<string, number>();
const refusal = (code: string, retryAfter: number) =>
  sendOutcome({ code, body: { code }, retryAfterSeconds: retryAfter, inFlight: code === 'send_in_progress' || code === 'send_outcome_unknown' });

const peers: AgentPeers = {
  sender: {
    async send(req) {
      sends.push(req);
      const calls = (keyCalls.get(req.idempotencyKey) ?? 0) + 1;
      keyCalls.set(req.idempotencyKey, calls);
      const text = JSON.stringify(req.message);
      // The send path's answer to a key it already sent (a tool repeated after a restart): 409 duplicate_send.
      if (text.includes('ALREADY SENT')) return { ...refusal('duplicate_send', 0), body: { code: 'duplicate_send', wamid: 'wamid.first' } };
      // Another attempt of the key is forwarding it (a restart met the first attempt in flight): it goes out meanwhile.
      if (text.includes('IN PROGRESS') && calls === 1) return refusal('send_in_progress', 1);
      if (text.includes('IN PROGRESS'))
        return sendOutcome({ accepted: true, wamid: 'wamid.inflight', code: 'duplicate_send', body: { code: 'duplicate_send', wamid: 'wamid.inflight' } });
      // An earlier attempt of the key may have reached the upstream: its outcome is not known yet.
      if (text.includes('UNKNOWN OUTCOME')) return refusal('send_outcome_unknown', 10);
      // The call fails midway (messaging-proxy gone after its retries): it may have gone out.
      if (text.includes('CALL FAILS')) throw new DomainError({ reason: 'UNAVAILABLE', code: grpc.status.UNAVAILABLE, message: 'connection dropped' });
      // A definite refusal of the call: nothing went out.
      if (text.includes('BAD NUMBER')) throw new DomainError({ reason: 'NOT_FOUND', code: grpc.status.NOT_FOUND, message: 'Phone number not found' });
      return sendOutcome({ accepted: true, wamid: `wamid.${sends.length}`, httpStatus: 200 });
    },
  },
  conversations: {
    async conversation(projectId, id) {
      return id === CONV ? { id, phone_number_id: '106540352242922', phone_number: '15550100200', project: projectId } : undefined;
    },
    async messages() {
      return [{ id: 'm1', direction: 'inbound', type: 'text', text: 'hi' }];
    },
  },
  events: {
    async publish(req) {
      events.push(req);
    },
  },
  close() {},
};

async function startSim(): Promise<void> {
  sim = await startLlmSim({ acceptAnyKey: false });
  simUrl = sim.url;
}

const simPost = (path: string, body: unknown) =>
  fetch(`${simUrl}/__sim${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const simRequests = async (apiKey: string) =>
  (
    (await (await fetch(`${simUrl}/__sim/requests?api_key=${encodeURIComponent(apiKey)}`)).json()) as {
      data: Array<{ status: number; body: Record<string, any> }>;
    }
  ).data;

/** A webhook tool's answer holding a real NUL, a lone surrogate (in a value and a key) and a literal backslash-u0000. */
const DIRTY_ANSWER = '{"order":"4\\u00002","note":"x\\ud800y","k\\u0000":1,"lit":"\\\\u0000"}';

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hookCalls.push({ path: req.url ?? '', body, headers: req.headers });
      const delay = req.url?.startsWith('/slow') ? 10_000 : 0;
      setTimeout(() => {
        if (res.writableEnded || res.destroyed) return;
        if (req.url === '/dirty') return void res.writeHead(200, { 'content-type': 'application/json' }).end(DIRTY_ANSWER);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: true, refunded: JSON.parse(body || '{}').amount ?? null }));
      }, delay);
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
  await startSim();
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk, _enc, cb) {
        logLines.push(String(chunk));
        cb();
      },
    }),
  );
  svc = await run(
    configSchema.parse({
      ...env,
      AGENT_OPENAI_BASE_URL: `${simUrl}/v1`,
      AGENT_ANTHROPIC_BASE_URL: `${simUrl}/v1`,
      AGENT_RUN_POLL_MS: '50',
      AGENT_PROVIDER_RETRY_BASE_MS: '20',
      AGENT_PROVIDER_MAX_RETRIES: '3',
      AGENT_WEBHOOK_ALLOWED_TARGETS: '127.0.0.1',
    }),
    { logger, agentPeers: peers },
  );
  const { contracts } = loadContracts();
  client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 10_000, idempotentMethods: [] });
}, 60_000);

afterAll(async () => {
  client?.close();
  await svc?.stop();
  await dropSchema(env.DB_SCHEMA);
  hook?.closeAllConnections();
  hook?.close();
  await sim?.stop();
});

/** A fresh project with its own provider key (a scenario of the simulator), and the key. */
async function project(provider: 'openai' | 'anthropic' = 'openai'): Promise<{ id: string; key: string }> {
  const id = randomUUID();
  const key = `sk-${provider}-${randomUUID()}`;
  await simPost('/keys', { provider, api_key: key });
  await callUnary(client, 'SetProviderKey', { project_id: id, provider, api_key: key });
  return { id, key };
}

async function create(projectId: string, agent: Record<string, unknown>, extra: Partial<workflowsAgent.CreateAgentRunRequest> = {}) {
  const res = await callUnary(client, 'CreateAgentRun', {
    project_id: projectId,
    prompt: 'Please refund order 42',
    agent: toStruct(agent),
    metadata: toStruct({ ticket: 'T-1' }),
    ...extra,
  });
  return res.run!;
}

async function waitFor(projectId: string, runId: string, statuses: string[], ms = 10_000): Promise<workflowsAgent.AgentRun__Output> {
  const until = Date.now() + ms;
  for (;;) {
    const r = (await callUnary(client, 'GetAgentRun', { project_id: projectId, run_id: runId })).run!;
    if (statuses.includes(r.status)) return r;
    if (Date.now() > until) throw new Error(`run stayed ${r.status} (${r.error?.message ?? ''}), wanted ${statuses.join('|')}`);
    await new Promise((x) => setTimeout(x, 40));
  }
}

/**
 * A run (tool-only, Anthropic) whose model calls send_notification_to_user with `message`, then complete_task:
 * the run once ended, its sends and the send tool's step.
 */
async function runSendTool(message: string) {
  const p = await project('anthropic');
  await simPost('/scripts', {
    api_key: p.key,
    steps: [
      { type: 'tool_calls', calls: [{ name: 'send_notification_to_user', arguments: { message } }] },
      { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'done' } }] },
    ],
  });
  const run = await create(p.id, { provider_model: 'claude-opus-4-1', message_delivery_mode: 'tool_only' }, { conversation_id: CONV });
  expect(await waitFor(p.id, run.id, ['completed', 'failed'])).toMatchObject({ status: 'completed' });
  const steps = (await callUnary(client, 'ListAgentRunSteps', { project_id: p.id, run_id: run.id })).steps;
  const tool = steps.find((s) => s.kind === 'tool' && s.tool_name === 'send_notification_to_user')!;
  return { p, sends: sends.filter((s) => s.idempotencyKey.includes(run.id)), tool, result: fromStruct(tool.result!) };
}

const refundTool = (path = '/refund') => ({
  name: 'refund',
  description: 'Refund an order',
  url: `${hookUrl}${path}`,
  method: 'POST',
  headers: { authorization: 'Bearer tool-secret-123' },
  input_schema: { type: 'object', properties: { amount: { type: 'number' } } },
  requires_approval: true,
});

describe('agent runs against the provider simulator', () => {
  it('a tool needing approval stops at waiting_for_approval with the call shown and the event sent; approval runs the tool once, then the run completes', async () => {
    const p = await project();
    await simPost('/scripts', {
      api_key: p.key,
      steps: [
        { type: 'tool_calls', calls: [{ name: 'refund', arguments: { amount: 10 } }] },
        { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'Refunded 10' } }] },
      ],
    });
    const created = await create(p.id, { provider_model: 'gpt-4.1-mini', webhook_tools: [refundTool()] });
    expect(created.status).toBe('queued');
    const waiting = await waitFor(p.id, created.id, ['waiting_for_approval']);
    expect(waiting.pending_tool_call).toMatchObject({ tool_name: 'refund' });
    expect(fromStruct(waiting.pending_tool_call!.arguments)).toEqual({ amount: 10 });
    expect(hookCalls.filter((c) => c.path === '/refund')).toHaveLength(0);
    await expect.poll(() => events.filter((e) => e.payload.run_id === created.id).map((e) => e.event)).toContain('agent.run.approval_required');
    const ev = events.find((e) => e.payload.run_id === created.id && e.event === 'agent.run.approval_required')!;
    expect(ev.payload).toMatchObject({ status: 'waiting_for_approval', approval: { tool_name: 'refund', arguments: { amount: 10 } } });

    const stale = await failure(callUnary(client, 'ApproveAgentRunToolCall', { project_id: p.id, run_id: created.id, tool_call_id: 'call_other' }));
    expect(stale.status).toBe(409);
    await callUnary(client, 'ApproveAgentRunToolCall', { project_id: p.id, run_id: created.id, tool_call_id: waiting.pending_tool_call!.tool_call_id });
    const done = await waitFor(p.id, created.id, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', result: 'Refunded 10' });
    const calls = hookCalls.filter((c) => c.path === '/refund');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0].body)).toEqual({ amount: 10 });
    expect(calls[0].headers.authorization).toBe('Bearer tool-secret-123');
    expect(calls[0].headers['idempotency-key']).toContain(created.id);
    expect(done.usage!.input_tokens).toBeGreaterThan(0);
    expect(done.usage!.cost_usd).toBeGreaterThan(0);
    const steps = (await callUnary(client, 'ListAgentRunSteps', { project_id: p.id, run_id: created.id })).steps;
    expect(steps.map((s) => `${s.kind}:${s.status}`)).toEqual(['model:completed', 'tool:completed', 'model:completed', 'tool:completed']);
    expect(steps.filter((s) => s.kind === 'model').every((s) => (s.usage?.total_tokens ?? 0) > 0)).toBe(true);
    await expect.poll(() => events.filter((e) => e.payload.run_id === created.id).map((e) => e.event)).toContain('agent.run.completed');
    // The tool's secret header never leaves the service.
    expect(JSON.stringify(done)).not.toContain('tool-secret-123');
  });

  it("a webhook tool's answer holding a NUL or a lone surrogate is stored cleaned; the tool runs once and the run completes (decision 0010)", async () => {
    const p = await project();
    await simPost('/scripts', {
      api_key: p.key,
      steps: [
        { type: 'tool_calls', calls: [{ name: 'lookup', arguments: { q: 'order' } }] },
        { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'Looked up' } }] },
      ],
    });
    const before = hookCalls.filter((c) => c.path === '/dirty').length;
    const created = await create(p.id, { webhook_tools: [{ name: 'lookup', description: 'Look an order up', url: `${hookUrl}/dirty`, method: 'POST' }] });
    const done = await waitFor(p.id, created.id, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', result: 'Looked up' });
    expect(hookCalls.filter((c) => c.path === '/dirty').length - before).toBe(1);
    const steps = (await callUnary(client, 'ListAgentRunSteps', { project_id: p.id, run_id: created.id })).steps;
    const tool = steps.find((s) => s.kind === 'tool' && s.tool_name === 'lookup')!;
    expect(tool.status).toBe('completed');
    expect(fromStruct(tool.result!)).toEqual({ status: 200, body: { order: '4\ufffd2', note: 'x\ufffdy', 'k\ufffd': 1, lit: '\\u0000' } });
  });

  it('a rejected tool call is not run and the model is told why', async () => {
    const p = await project('anthropic');
    await simPost('/scripts', {
      api_key: p.key,
      steps: [
        { type: 'tool_calls', calls: [{ name: 'refund', arguments: { amount: 999 } }] },
        { type: 'text', text: 'Understood, no refund.' },
      ],
    });
    const created = await create(p.id, { provider_model: 'claude-opus-4-1', webhook_tools: [refundTool('/refund-rejected')] });
    await waitFor(p.id, created.id, ['waiting_for_approval']);
    await callUnary(client, 'RejectAgentRunToolCall', { project_id: p.id, run_id: created.id, reason: 'amount too high' });
    const done = await waitFor(p.id, created.id, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', result: 'Understood, no refund.' });
    expect(hookCalls.filter((c) => c.path === '/refund-rejected')).toHaveLength(0);
    const second = (await simRequests(p.key)).filter((r) => r.status === 200)[1];
    const toolResult = JSON.stringify(second.body.messages);
    expect(toolResult).toContain('tool_result');
    expect(toolResult).toContain('amount too high');
  });

  it('pause takes effect at the next step and resume continues from the last completed step', async () => {
    const p = await project();
    await simPost('/scripts', {
      api_key: p.key,
      steps: [
        { type: 'tool_calls', calls: [{ name: 'save_variable', arguments: { name: 'order', value: 42 } }], delay_ms: 600 },
        { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'saved' } }] },
      ],
    });
    const created = await create(p.id, {});
    await waitFor(p.id, created.id, ['running']);
    const paused = await callUnary(client, 'PauseAgentRun', { project_id: p.id, run_id: created.id });
    expect(paused.run!.status).toBe('paused');
    await new Promise((r) => setTimeout(r, 1200));
    expect((await simRequests(p.key)).length).toBe(1);
    const again = await failure(callUnary(client, 'PauseAgentRun', { project_id: p.id, run_id: created.id }));
    expect(again.status).toBe(409);
    const steps = (await callUnary(client, 'ListAgentRunSteps', { project_id: p.id, run_id: created.id })).steps;
    expect(steps.map((s) => s.kind)).toEqual(['model']);
    await callUnary(client, 'ResumeAgentRun', { project_id: p.id, run_id: created.id });
    const done = await waitFor(p.id, created.id, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', result: 'saved', iterations: 2 });
    expect((await simRequests(p.key)).length).toBe(2);
  });

  it('cancel mid-tool aborts the slow tool at once, emits agent.run.cancelled and asks the model nothing more', async () => {
    const p = await project();
    await simPost('/scripts', { api_key: p.key, steps: [{ type: 'tool_calls', calls: [{ name: 'slow', arguments: {} }] }] });
    const created = await create(p.id, { webhook_tools: [{ name: 'slow', description: 'slow', url: `${hookUrl}/slow`, method: 'POST' }] });
    await expect.poll(() => hookCalls.some((c) => c.path === '/slow'), { timeout: 5000 }).toBe(true);
    const t0 = Date.now();
    const cancelled = await callUnary(client, 'CancelAgentRun', { project_id: p.id, run_id: created.id });
    expect(cancelled.run!.status).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 600));
    expect(Date.now() - t0).toBeLessThan(5000);
    const r = await waitFor(p.id, created.id, ['cancelled']);
    expect(r.finished_at).toBeTruthy();
    expect((await simRequests(p.key)).length).toBe(1);
    await expect.poll(() => events.filter((e) => e.payload.run_id === created.id).map((e) => e.event)).toContain('agent.run.cancelled');
    const resume = await failure(callUnary(client, 'ResumeAgentRun', { project_id: p.id, run_id: created.id }));
    expect(resume.status).toBe(409);
  });

  it('provider 529 and 429 are retried with backoff; a persistent 429 fails the run with a clear error and agent.run.failed', async () => {
    const p = await project('anthropic');
    await simPost('/scripts', {
      api_key: p.key,
      steps: [
        { type: 'error', status: 529 },
        { type: 'error', status: 429, retry_after: 0 },
        { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'ok' } }] },
      ],
    });
    const ok = await create(p.id, { provider_model: 'claude-opus-4-1' });
    expect(await waitFor(p.id, ok.id, ['completed', 'failed'])).toMatchObject({ status: 'completed', result: 'ok' });
    expect((await simRequests(p.key)).map((r) => r.status)).toEqual([529, 429, 200]);

    await simPost('/scripts', { api_key: p.key, steps: [{ type: 'error', status: 429, retry_after: 0, times: 10 }] });
    const bad = await create(p.id, { provider_model: 'claude-opus-4-1' });
    const failed = await waitFor(p.id, bad.id, ['completed', 'failed']);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatchObject({ code: 'provider_rate_limited' });
    expect(failed.error!.message).toContain('429');
    expect(failed.error!.message).toContain('4 attempts');
    await expect.poll(() => events.filter((e) => e.payload.run_id === bad.id).map((e) => e.event)).toContain('agent.run.failed');
    await fetch(`${simUrl}/__sim/scripts?api_key=${encodeURIComponent(p.key)}`, { method: 'DELETE' });
  });

  it('errors name what happened as in workflows: a provider that never answers fails with provider_unreachable; a text answer in tool-only is an answer (stored, one call each), never a provider failure', async () => {
    const p = await project('anthropic');
    await simPost('/scripts', { api_key: p.key, steps: [{ type: 'drop', times: 10 }] });
    const dropped = await create(p.id, { provider_model: 'claude-opus-4-1' });
    const failed = await waitFor(p.id, dropped.id, ['completed', 'failed']);
    expect(failed.error).toEqual({ code: 'provider_unreachable', message: 'the anthropic provider could not be reached (no answer) after 4 attempts' });
    expect((await simRequests(p.key)).map((r) => r.status)).toEqual([0, 0, 0, 0]);
    await fetch(`${simUrl}/__sim/scripts?api_key=${encodeURIComponent(p.key)}`, { method: 'DELETE' });

    const q = await project('anthropic');
    await simPost('/scripts', { api_key: q.key, steps: [{ type: 'text', text: 'Let me think about the refund.', times: 10 }] });
    const chatty = await create(q.id, { provider_model: 'claude-opus-4-1', message_delivery_mode: 'tool_only', max_iterations: 3 }, { conversation_id: CONV });
    const stopped = await waitFor(q.id, chatty.id, ['completed', 'failed']);
    expect(stopped.error?.code).toBe('max_iterations_reached');
    const reqs = await simRequests(q.key);
    expect(reqs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(reqs.every((r) => JSON.stringify(r.body.tool_choice) === '{"type":"any"}')).toBe(true);
    const steps = (await callUnary(client, 'ListAgentRunSteps', { project_id: q.id, run_id: chatty.id })).steps;
    expect(steps.map((x) => [x.kind, x.text])).toEqual([
      ['model', 'Let me think about the refund.'],
      ['model', 'Let me think about the refund.'],
      ['model', 'Let me think about the refund.'],
    ]);
    await fetch(`${simUrl}/__sim/scripts?api_key=${encodeURIComponent(q.key)}`, { method: 'DELETE' });
  });

  it('prompt caching is applied: Anthropic calls carry cache_control with the model TTL (1h for claude-opus-4-1) and the next iteration reads the cache; OpenAI calls carry the run as prompt_cache_key; an unsupported TTL is 422', async () => {
    const p = await project('anthropic');
    await simPost('/scripts', {
      api_key: p.key,
      steps: [
        { type: 'tool_calls', calls: [{ name: 'get_current_datetime', arguments: {} }] },
        { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'done' } }] },
      ],
    });
    const run = await create(p.id, { provider_model: 'claude-opus-4-1', system_prompt: 'You handle refunds carefully. '.repeat(30) });
    expect(run.agent!.prompt_cache_ttl).toBe('1h');
    await waitFor(p.id, run.id, ['completed']);
    const reqs = ((await (await fetch(`${simUrl}/__sim/requests?api_key=${encodeURIComponent(p.key)}`)).json()) as { data: unknown }).data as Array<{
      body: Record<string, any>;
      cache: { read: number; written: number; ttl: string | null };
    }>;
    expect(reqs).toHaveLength(2);
    expect(reqs[0]!.body.system).toEqual([expect.objectContaining({ cache_control: { type: 'ephemeral', ttl: '1h' } })]);
    expect(JSON.stringify(reqs[1]!.body.messages.at(-1))).toContain('"cache_control":{"type":"ephemeral","ttl":"1h"}');
    expect(reqs[0]!.cache).toMatchObject({ read: 0, ttl: '1h' });
    expect(reqs[1]!.cache.read).toBe(reqs[0]!.cache.written);
    const steps = (await callUnary(client, 'ListAgentRunSteps', { project_id: p.id, run_id: run.id })).steps.filter((x) => x.kind === 'model');
    expect(steps.map((x) => [x.usage!.cache_write_input_tokens, x.usage!.cache_read_input_tokens])).toEqual([
      [reqs[0]!.cache.written, 0],
      [reqs[1]!.cache.written, reqs[0]!.cache.written],
    ]);

    const q = await project();
    await simPost('/scripts', { api_key: q.key, steps: [{ type: 'text', text: 'ok' }] });
    const fiveMin = await create(q.id, { provider_model: 'gpt-4.1-mini', prompt_cache_ttl: '5m' });
    await waitFor(q.id, fiveMin.id, ['completed']);
    expect((await simRequests(q.key))[0]!.body.prompt_cache_key).toBe(`agent_run:${fiveMin.id}`);
    expect(await failure(create(q.id, { provider_model: 'gpt-4.1-mini', prompt_cache_ttl: '1h' }))).toMatchObject({
      status: 422,
      fields: { field: 'prompt_cache_ttl' },
    });
  });

  it('tool-only delivery with a model that cannot do it → 422 on provider_model; a capable model runs tool-only with forced tool choice', async () => {
    const p = await project('anthropic');
    const bad = await failure(create(p.id, { provider_model: 'claude-sonnet-4-5', message_delivery_mode: 'tool_only' }, { conversation_id: CONV }));
    expect(bad.status).toBe(422);
    expect(bad.fields.field).toBe('provider_model');
    expect(bad.message).toContain('tool_only');

    await simPost('/scripts', {
      api_key: p.key,
      steps: [
        { type: 'tool_calls', calls: [{ name: 'send_notification_to_user', arguments: { message: 'Your refund is on its way' } }], text: 'internal note' },
        { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'told the user' } }] },
      ],
    });
    const run = await create(p.id, { provider_model: 'claude-opus-4-1', message_delivery_mode: 'tool_only' }, { conversation_id: CONV });
    expect(await waitFor(p.id, run.id, ['completed', 'failed'])).toMatchObject({ status: 'completed' });
    const mine = sends.filter((s) => s.idempotencyKey.includes(run.id));
    expect(mine.map((s) => s.message)).toEqual([{ to: '15550100200', type: 'text', text: { body: 'Your refund is on its way' } }]);
    const first = (await simRequests(p.key))[0];
    expect(first.body.tool_choice).toMatchObject({ type: 'any' });
  });

  it('a send the send path answers duplicate_send (it went out before) is reported to the model as sent, with the first wamid', async () => {
    const { tool, result } = await runSendTool('ALREADY SENT reminder');
    expect(tool.status).toBe('completed');
    expect(result).toEqual({ sent: true, repeated: true, message_id: 'wamid.first' });
  });

  it('a send whose key another attempt holds (send_in_progress) is asked again with the same key and reported as it ended', async () => {
    const { sends: mine, tool, result } = await runSendTool('IN PROGRESS reminder');
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map((s) => s.idempotencyKey)).size).toBe(1);
    expect(tool.status).toBe('completed');
    expect(result).toEqual({ sent: true, repeated: true, message_id: 'wamid.inflight' });
  });

  it.each([
    ['the send path answers send_outcome_unknown', 'UNKNOWN OUTCOME', { code: 'send_outcome_unknown' }],
    ['the call fails midway', 'CALL FAILS', {}],
  ])('a send that may have gone out (%s) is reported to the model as possibly sent, never as not sent', async (_, marker, extra) => {
    const { p, sends: mine, result } = await runSendTool(`${marker} reminder`);
    expect(mine).toHaveLength(1);
    expect(result).toEqual({ sent: false, outcome: 'unknown', may_have_been_sent: true, ...extra, error: UNKNOWN_OUTCOME_NOTE });
    // The model reads it in the tool result it is given next.
    const second = (await simRequests(p.key))[1];
    expect(JSON.stringify(second.body.messages)).toContain('may_have_been_sent');
  });

  it('a send the call refuses outright (nothing sent) is reported as not sent, with the reason', async () => {
    const { tool, result } = await runSendTool('BAD NUMBER reminder');
    expect(tool.status).toBe('failed');
    expect(result).toEqual({ sent: false, error: 'Phone number not found' });
  });

  it('auto_send_assistant_text sends the assistant text once through the send path', async () => {
    const p = await project();
    await simPost('/scripts', { api_key: p.key, steps: [{ type: 'text', text: 'Hello from the agent' }] });
    const run = await create(p.id, {}, { conversation_id: CONV });
    expect(await waitFor(p.id, run.id, ['completed', 'failed'])).toMatchObject({
      status: 'completed',
      result: 'Hello from the agent',
      phone_number_id: '106540352242922',
    });
    const mine = sends.filter((s) => s.idempotencyKey.includes(run.id));
    expect(mine).toHaveLength(1);
    expect(mine[0].message).toEqual({ to: '15550100200', type: 'text', text: { body: 'Hello from the agent' } });
  });

  it('sampling is ignored while extended thinking is active (a warning says so; no temperature reaches the provider); an unsupported effort is 422', async () => {
    const p = await project('anthropic');
    await simPost('/scripts', { api_key: p.key, steps: [{ type: 'text', text: 'thought about it' }] });
    const run = await create(p.id, { provider_model: 'claude-sonnet-4-5', temperature: 0.7 });
    expect(run.warnings.join(' ')).toContain('temperature ignored');
    expect(run.agent!.temperature).toBeUndefined();
    await waitFor(p.id, run.id, ['completed']);
    const sent = (await simRequests(p.key))[0].body;
    expect(sent.temperature).toBeUndefined();
    expect(sent.thinking).toMatchObject({ type: 'adaptive' });

    const q = await project();
    await simPost('/scripts', { api_key: q.key, steps: [{ type: 'text', text: 'sampled' }] });
    const plain = await create(q.id, { provider_model: 'gpt-4.1-mini', temperature: 0.7 });
    expect(plain.warnings).toEqual([]);
    await waitFor(q.id, plain.id, ['completed']);
    expect((await simRequests(q.key))[0].body.temperature).toBe(0.7);

    const effort = await failure(create(q.id, { provider_model: 'gpt-5', reasoning_effort: 'extreme' }));
    expect(effort).toMatchObject({ status: 422, fields: { field: 'reasoning_effort' } });
  });

  it('provider keys: listed without the key, stored sealed, never logged; another project cannot see or use them; unknown run ids answer 404 alike', async () => {
    const p = await project();
    const secret = `sk-openai-${randomUUID()}`;
    const set = await callUnary(client, 'SetProviderKey', { project_id: p.id, provider: 'openai', api_key: secret });
    expect(JSON.stringify(set)).not.toContain(secret);
    const list = await callUnary(client, 'ListProviderKeys', { project_id: p.id });
    expect(list.keys.map((k) => k.provider)).toEqual(['openai']);
    expect(JSON.stringify(list)).not.toContain(secret);
    const db = knex({ client: 'pg', connection: testInfra().databaseUrl, pool: { min: 0, max: 1 } });
    try {
      const rows = await db.withSchema(env.DB_SCHEMA).table('agent_provider_keys').where({ project_id: p.id });
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(secret);
    } finally {
      await db.destroy();
    }
    expect(logLines.join('\n')).not.toContain(secret);
    const other = randomUUID();
    expect((await callUnary(client, 'ListProviderKeys', { project_id: other })).keys).toEqual([]);
    const noKey = await failure(create(other, { provider_model: 'gpt-4.1-mini' }));
    expect(noKey).toMatchObject({ status: 422, fields: { field: 'provider_model' } });

    await simPost('/scripts', { api_key: p.key, steps: [{ type: 'text', text: 'mine' }] });
    const run = await create(p.id, {});
    for (const rpc of ['GetAgentRun', 'ListAgentRunSteps', 'PauseAgentRun', 'ResumeAgentRun', 'CancelAgentRun'] as const) {
      const foreign = await failure(callUnary(client, rpc, { project_id: other, run_id: run.id }));
      const unknown = await failure(callUnary(client, rpc, { project_id: other, run_id: randomUUID() }));
      expect(foreign).toEqual(unknown);
      expect(foreign.status).toBe(404);
    }
    expect((await callUnary(client, 'ListAgentRuns', { project_id: other, limit: 20 })).runs).toEqual([]);
    const mine = await callUnary(client, 'ListAgentRuns', { project_id: p.id, limit: 1 });
    expect(mine.runs[0].id).toBe(run.id);
    // Cursors that decode but Postgres would refuse (36 dashes, year 0000, "1") are 400, never a 500.
    for (const bad of [`2024-01-01T00:00:00.000Z|${'-'.repeat(36)}`, `1|${randomUUID()}`, `0000-01-01T00:00:00Z|${randomUUID()}`]) {
      const after = Buffer.from(bad).toString('base64url');
      expect(await failure(callUnary(client, 'ListAgentRuns', { project_id: p.id, limit: 1, after }))).toMatchObject({ status: 400 });
    }
    const deleted = await failure(callUnary(client, 'DeleteProviderKey', { project_id: other, provider: 'openai' }));
    expect(deleted.status).toBe(404);
  });
});
