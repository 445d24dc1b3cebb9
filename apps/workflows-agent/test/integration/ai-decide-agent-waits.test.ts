/**
 * AI decide nodes and agent-node waits/handoffs through the real engine (the service in-process, its
 * work queue, the real `ai` SDK) against the LLM simulator (a child process). Risks removed: an AI
 * decide that cannot run, that follows a label the node does not have, that fails (or bills five calls)
 * on a wrong answer, that fails on one 429 or dropped connection, that ignores Retry-After or the
 * prompt cache; an
 * agent node that asks the customer a question and then moves on without the answer (or starts a new
 * session, forgetting the question); an agent's handoff that leaves the execution running.
 */
import { randomUUID } from 'node:crypto';
import { createBus, envelopeHeaders, type Bus } from '@platform/bus';
import { encodeEvent, fromStruct, loadContracts, type workflowsAgent } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv, testInfra, waitFor, type ListeningProcess } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { startFakeProxy, type FakeProxy } from '../support/fake-messaging-proxy';
import { startLlmSim } from '../support/common';
import { graph, insertTrigger, insertWorkflow, type WorkflowDefinition } from '../support/workflow-rows';

const A = randomUUID();
const NUMBER = '106540352242922';
const KEY = `sk-decide-${randomUUID()}`;
const env = serviceTestEnv('wfaidec', { WORKFLOW_TIMER_INTERVAL_MS: '50' });
let sim: ListeningProcess | undefined;
let simUrl: string;
let fake: FakeProxy;
let svc: RunningService;
let bus: Bus;
let client: workflowsAgent.WorkflowsAgentServiceClient;

/** An active workflow started by every inbound message on NUMBER (one trigger at a time: the previous is deactivated). */
async function inboundWorkflow(def: WorkflowDefinition): Promise<string> {
  await svc.db.knex('workflow_triggers').where({ project_id: A }).update({ active: false });
  const id = await insertWorkflow(svc.db.knex, { project: A, definition: def });
  await insertTrigger(svc.db.knex, { project: A, workflowId: id, type: 'inbound_message', phoneNumberId: NUMBER });
  return id;
}

const convIds = new Map<string, string>();
/** Publishes contacts' messaging.message.received for a contact. */
async function inbound(phone: string, text: string): Promise<void> {
  const fields = {
    message: {
      id: `wamid.in.${randomUUID()}`,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'text',
      text: { body: text },
      svc: { direction: 'inbound', content: text },
    },
    conversation: { id: convIds.get(phone) ?? convIds.set(phone, randomUUID()).get(phone), phone_number: phone, phone_number_id: NUMBER, svc: {} },
    phone_number_id: NUMBER,
  };
  const id = randomUUID();
  const type = 'svc.contacts.v1.CustomerEvent';
  const at = new Date().toISOString();
  await bus.publish(
    'contacts.customer_event.created',
    encodeEvent(type, {
      event_id: id,
      project_id: A,
      name: 'messaging.message.received',
      fields_json: JSON.stringify(fields),
      phone_number_ids: [NUMBER],
      occurred_at: at,
    }),
    { msgId: id, headers: envelopeHeaders({ id, type, occurredAt: at, projectId: A, headers: {} }) },
  );
}

const get = (id: string) => callUnary(client, 'GetWorkflowExecution', { project_id: A, execution_id: id }).then((r) => r.execution!);
async function only(workflowId: string): Promise<workflowsAgent.WorkflowExecution__Output> {
  let list: workflowsAgent.WorkflowExecution__Output[] = [];
  await waitFor(
    async () => {
      list = (await callUnary(client, 'ListWorkflowExecutions', { project_id: A, workflow_id: workflowId, limit: 10 })).executions;
      return list.length > 0;
    },
    { timeoutMs: 10_000, intervalMs: 25 },
  );
  expect(list).toHaveLength(1);
  return list[0]!;
}
async function until(id: string, pred: (e: workflowsAgent.WorkflowExecution__Output) => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const last = await get(id);
    if (pred(last)) return last;
    if (Date.now() > deadline)
      throw new Error(
        `${what}: not reached; last ${JSON.stringify({ status: last.status, step: last.current_step, err: last.error_details && fromStruct(last.error_details) })}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}
const errorOf = (e: workflowsAgent.WorkflowExecution__Output) => (e.error_details ? fromStruct(e.error_details) : null) as Record<string, unknown> | null;
const events = (executionId: string, type: string) =>
  svc.db.knex('workflow_execution_events').where({ execution_id: executionId, event_type: type }).orderBy('id').select('payload', 'node_id', 'step');
const sentTo = (phone: string) => fake.forwarded().filter((s) => s.to === phone);

const script = async (steps: unknown[]) => {
  const r = await fetch(`${simUrl}/__sim/scripts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: KEY, steps }),
  });
  expect(r.ok).toBe(true);
};
const requests = async () =>
  (
    (await (await fetch(`${simUrl}/__sim/requests?api_key=${KEY}`)).json()) as {
      data: Array<{
        body: Record<string, any>;
        status: number;
        at: string;
        cache: { key: string | null; read: number; written: number; ttl: string | null } | null;
      }>;
    }
  ).data;

beforeAll(async () => {
  sim = await startLlmSim({ acceptAnyKey: true });
  simUrl = sim.url;
  fake = await startFakeProxy();
  svc = await run(
    configSchema.parse({
      ...env,
      MESSAGING_PROXY_GRPC_ADDRESS: fake.address,
      AGENT_OPENAI_BASE_URL: `${simUrl}/v1`,
      AGENT_ANTHROPIC_BASE_URL: `${simUrl}/v1`,
      AGENT_OPENAI_API_KEY: KEY,
      AGENT_ANTHROPIC_API_KEY: KEY,
      AGENT_PROVIDER_MAX_RETRIES: '2',
      AGENT_PROVIDER_RETRY_BASE_MS: '10',
    }),
  );
  bus = await createBus({ url: testInfra().natsUrl, namespace: env.BUS_NAMESPACE });
  await bus.ensureStream({ name: 'CONTACTS', subjects: ['contacts.>'] });
  const { contracts } = loadContracts();
  client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 10_000, idempotentMethods: [] });
}, 60_000);

afterAll(async () => {
  client?.close();
  await bus?.close();
  await svc?.stop();
  await fake?.close();
  await sim?.stop();
  await dropSchema(env.DB_SCHEMA);
});

const routing = () =>
  graph(
    [
      { id: 'start', type: 'start' },
      {
        id: 'route',
        type: 'decide',
        config: {
          decision_type: 'ai',
          provider_model_name: 'gpt-4.1-mini',
          llm_temperature: 0.2,
          llm_max_tokens: 200,
          prompt: 'Invoices and payments are billing.',
          conditions: [
            { label: 'billing', description: 'money questions' },
            { label: 'support', description: 'anything broken' },
          ],
        },
      },
      { id: 'billing_msg', type: 'send_text', config: { message: 'Billing here' } },
      { id: 'support_msg', type: 'send_text', config: { message: 'Support here' } },
    ],
    [
      ['start', 'route'],
      ['route', 'billing_msg', 'billing'],
      ['route', 'support_msg', 'support'],
    ],
  );

describe('AI decide node', () => {
  it('follows the label the model picks through choose_edge (labels as an enum, the prompt and the message sent) and records decision_made with usage', async () => {
    const wf = await inboundWorkflow(routing());
    const before = (await requests()).length;
    await script([{ type: 'tool_calls', calls: [{ name: 'choose_edge', arguments: { label: 'billing' } }] }]);
    const phone = '14155550301';
    await inbound(phone, 'my invoice is wrong');
    const e = await only(wf);
    await until(e.id, (x) => x.status === 'ended', 'the execution ends');
    expect(sentTo(phone).map((s) => s.text)).toEqual(['Billing here']);
    const [made] = await events(e.id, 'decision_made');
    expect(made).toMatchObject({
      node_id: 'route',
      payload: { edge_label: 'billing', usage: { input_tokens: expect.any(Number), cost_usd: expect.any(Number) } },
    });
    const reqs = (await requests()).slice(before);
    expect(reqs).toHaveLength(1);
    const body = reqs[0]!.body;
    const tool = (body.tools as any[]).find((t) => (t.function?.name ?? t.name) === 'choose_edge');
    expect(JSON.stringify(tool)).toContain('"enum":["billing","support"]');
    expect(JSON.stringify(body.messages)).toContain('my invoice is wrong');
    expect(JSON.stringify(body.messages)).toContain('Invoices and payments are billing.');
    expect(body.temperature).toBe(0.2);
    const runs = await svc.db.knex('agent_runs').where({ workflow_execution_id: e.id });
    expect(runs).toEqual([expect.objectContaining({ status: 'completed', result: 'billing', node_key: 'route#1#decide' })]);
  }, 30_000);

  it('a wrong answer is not retried and fails nothing: an unknown label, a text answer, another tool each take the first condition with decision_fallback', async () => {
    const wrong: Array<[unknown, string]> = [
      [{ type: 'tool_calls', calls: [{ name: 'choose_edge', arguments: { label: 'refunds' } }] }, 'the model chose "refunds", not one of billing, support'],
      [{ type: 'text', text: 'I think this is about support.' }, 'the model answered text instead of choosing a label: "I think this is about support."'],
      [
        { type: 'tool_calls', calls: [{ name: 'send_notification_to_user', arguments: {} }] },
        'the model called "send_notification_to_user" instead of choose_edge',
      ],
    ];
    for (const [i, [step, reason]] of wrong.entries()) {
      const wf = await inboundWorkflow(routing());
      const before = (await requests()).length;
      await script([step]);
      const phone = `1415555031${i}`;
      await inbound(phone, 'hello');
      const e = await only(wf);
      await until(e.id, (x) => x.status === 'ended', 'the execution ends on the first condition');
      expect(sentTo(phone).map((s) => s.text)).toEqual(['Billing here']);
      // One call: a wrong answer is an answer, never asked again (five billed calls before).
      expect((await requests()).slice(before)).toHaveLength(1);
      const expected = { code: 'invalid_decision', reason: `${reason}; took the first condition, billing` };
      expect(await events(e.id, 'decision_fallback')).toEqual([
        expect.objectContaining({ node_id: 'route', payload: expect.objectContaining({ edge_label: 'billing', ...expected }) }),
      ]);
      const [made] = await events(e.id, 'decision_made');
      expect(made!.payload).toMatchObject({ edge_label: 'billing', decision_fallback: expected });
      const runs = await svc.db.knex('agent_runs').where({ workflow_execution_id: e.id });
      expect(runs).toEqual([expect.objectContaining({ status: 'completed', result: 'billing', error_code: null })]);
      expect(runs[0].metadata).toMatchObject({ decision_fallback: expected });
    }
  }, 60_000);

  it('a provider that drops the connection is retried; one that never answers fails the step with provider_unreachable', async () => {
    const wf = await inboundWorkflow(routing());
    const before = (await requests()).length;
    await script([{ type: 'drop' }, { type: 'tool_calls', calls: [{ name: 'choose_edge', arguments: { label: 'support' } }] }]);
    const phone = '14155550320';
    await inbound(phone, 'the printer is broken');
    const e = await only(wf);
    await until(e.id, (x) => x.status === 'ended', 'the execution ends');
    expect(sentTo(phone).map((s) => s.text)).toEqual(['Support here']);
    expect((await requests()).slice(before).map((r) => r.status)).toEqual([0, 200]);

    const wf2 = await inboundWorkflow(routing());
    await script([{ type: 'drop', times: 3 }]);
    const phone2 = '14155550321';
    await inbound(phone2, 'hi');
    const e2 = await only(wf2);
    const failed = await until(e2.id, (x) => x.status === 'failed', 'the execution fails');
    expect(errorOf(failed)).toMatchObject({ code: 'provider_unreachable', node_id: 'route' });
    expect(String(errorOf(failed)!.message)).toBe('the openai provider could not be reached (no answer) after 3 attempts');
  }, 30_000);

  it("a 429's Retry-After is waited before the next attempt", async () => {
    const wf = await inboundWorkflow(routing());
    const before = (await requests()).length;
    await script([
      { type: 'error', status: 429, retry_after: 1 },
      { type: 'tool_calls', calls: [{ name: 'choose_edge', arguments: { label: 'support' } }] },
    ]);
    const phone = '14155550322';
    await inbound(phone, 'broken again');
    const e = await only(wf);
    await until(e.id, (x) => x.status === 'ended', 'the execution ends');
    const reqs = (await requests()).slice(before);
    expect(reqs.map((r) => r.status)).toEqual([429, 200]);
    expect(Date.parse(reqs[1]!.at) - Date.parse(reqs[0]!.at)).toBeGreaterThanOrEqual(950);
  }, 30_000);

  it('prompt caching: an OpenAI decision names a prompt_cache_key (the same for the same node prompt, so the second reads the cache); an Anthropic one marks cache_control with the model TTL', async () => {
    const before = (await requests()).length;
    for (const phone of ['14155550330', '14155550331']) {
      const wf = await inboundWorkflow(routing());
      await script([{ type: 'tool_calls', calls: [{ name: 'choose_edge', arguments: { label: 'billing' } }] }]);
      await inbound(phone, 'invoice');
      await until((await only(wf)).id, (x) => x.status === 'ended', 'the execution ends');
    }
    const [a, b] = (await requests()).slice(before);
    expect(a!.body.prompt_cache_key).toMatch(/^decide:[0-9a-f]{32}$/);
    expect(b!.body.prompt_cache_key).toBe(a!.body.prompt_cache_key);
    expect(a!.cache).toMatchObject({ key: a!.body.prompt_cache_key });
    expect(b!.cache!.read).toBeGreaterThan(0);

    const claude = routing();
    (claude.nodes[1]!.data.config as Record<string, unknown>).provider_model_name = 'claude-opus-4-1';
    const wf = await inboundWorkflow(claude);
    await script([{ type: 'tool_calls', calls: [{ name: 'choose_edge', arguments: { label: 'billing' } }] }]);
    await inbound('14155550332', 'invoice');
    await until((await only(wf)).id, (x) => x.status === 'ended', 'the execution ends');
    const c = (await requests()).slice(-1)[0]!;
    expect(c.body.system).toEqual([expect.objectContaining({ type: 'text', cache_control: { type: 'ephemeral', ttl: '1h' } })]);
    expect(c.cache).toMatchObject({ ttl: '1h', read: 0 });
    expect(c.cache!.written).toBeGreaterThan(0);
  }, 60_000);

  it('a 429 is retried and the next answer is taken; a persistent 429 fails with provider_rate_limited', async () => {
    const wf = await inboundWorkflow(routing());
    await script([
      { type: 'error', status: 429, retry_after: 0 },
      { type: 'tool_calls', calls: [{ name: 'choose_edge', arguments: { label: 'support' } }] },
    ]);
    const phone = '14155550303';
    await inbound(phone, 'the printer is broken');
    const e = await only(wf);
    await until(e.id, (x) => x.status === 'ended', 'the execution ends');
    expect(sentTo(phone).map((s) => s.text)).toEqual(['Support here']);

    const wf2 = await inboundWorkflow(routing());
    await script([{ type: 'error', status: 429, retry_after: 0, times: 3 }]);
    const phone2 = '14155550304';
    await inbound(phone2, 'hi');
    const e2 = await only(wf2);
    const failed = await until(e2.id, (x) => x.status === 'failed', 'the execution fails');
    expect(errorOf(failed)).toMatchObject({ code: 'provider_rate_limited', node_id: 'route' });
  }, 30_000);
});

describe('agent node waits and handoffs', () => {
  const agentFlow = () =>
    graph(
      [
        { id: 'start', type: 'start' },
        { id: 'bot', type: 'agent', config: { provider_model_name: 'gpt-4.1-mini', system_prompt: 'Order bot' } },
        { id: 'thanks', type: 'send_text', config: { message: 'Thanks, order {{vars.order}}' } },
      ],
      [
        ['start', 'bot'],
        ['bot', 'thanks'],
      ],
    );

  it('an agent that asks waits for the reply, which continues the same session; complete_task then leaves by next', async () => {
    const wf = await inboundWorkflow(agentFlow());
    await script([
      { type: 'text', text: 'What is your order number?' },
      { type: 'tool_calls', calls: [{ name: 'save_variable', arguments: { name: 'order', value: 'A-123' } }] },
      { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'found it' } }] },
    ]);
    const phone = '14155550305';
    await inbound(phone, 'where is my order?');
    const e = await only(wf);
    const waiting = await until(e.id, (x) => x.status === 'waiting', 'the execution waits for the reply');
    expect(waiting).toMatchObject({ waiting_reason: 'wait_for_response', current_step: expect.objectContaining({ node_id: 'bot' }) });
    await waitFor(async () => sentTo(phone).length === 1, { timeoutMs: 10_000, intervalMs: 25 });
    expect(sentTo(phone)[0]!.text).toBe('What is your order number?');
    const before = (await requests()).length;

    await inbound(phone, 'A-123');
    const ended = await until(e.id, (x) => x.status === 'ended', 'the execution ends');
    expect(sentTo(phone).map((s) => s.text)).toEqual(['What is your order number?', 'Thanks, order A-123']);
    expect((fromStruct(ended.execution_context!) as { vars: Record<string, unknown> }).vars).toMatchObject({ order: 'A-123' });
    // One session: the reply went into the same agent run, whose context still holds the question.
    const runs = await svc.db.knex('agent_runs').where({ workflow_execution_id: e.id });
    expect(runs).toHaveLength(1);
    const reqs = (await requests()).slice(before);
    const context = JSON.stringify(reqs[0]!.body.messages);
    expect(context).toContain('where is my order?');
    expect(context).toContain('What is your order number?');
    expect(context).toContain('A-123');
    expect((await events(e.id, 'agent_waiting')).length).toBe(1);
  }, 30_000);

  it('an agent handoff puts the execution in handoff (the next node does not run); set back to running, it waits at the agent and the next message continues the session', async () => {
    const wf = await inboundWorkflow(agentFlow());
    await script([{ type: 'tool_calls', calls: [{ name: 'handoff_to_human', arguments: { reason: 'wants a person' } }] }]);
    const phone = '14155550306';
    await inbound(phone, 'get me a human');
    const e = await only(wf);
    await until(e.id, (x) => x.status === 'handoff', 'the execution is handed off');
    const [h] = await events(e.id, 'handoff');
    expect(h).toMatchObject({ node_id: 'bot', payload: { reason: 'wants a person' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(await get(e.id)).toMatchObject({ status: 'handoff', current_step: expect.objectContaining({ node_id: 'bot' }) });
    expect(sentTo(phone)).toEqual([]);

    // Set back to running, the execution waits at the agent node; the customer's next message goes to the same session.
    const back = await callUnary(client, 'UpdateWorkflowExecutionStatus', { project_id: A, execution_id: e.id, status: 'running' });
    expect(back.execution).toMatchObject({ status: 'waiting', waiting_reason: 'wait_for_response', current_step: expect.objectContaining({ node_id: 'bot' }) });
    await script([{ type: 'text', text: 'Welcome back, how can I help?' }]);
    const before = (await requests()).length;
    await inbound(phone, 'are you there?');
    await waitFor(async () => sentTo(phone).length === 1, { timeoutMs: 10_000, intervalMs: 25 });
    expect(sentTo(phone)[0]!.text).toBe('Welcome back, how can I help?');
    await until(e.id, (x) => x.status === 'waiting', 'waits again');
    expect(await svc.db.knex('agent_runs').where({ workflow_execution_id: e.id })).toHaveLength(1);
    const context = JSON.stringify((await requests())[before]!.body.messages);
    expect(context).toContain('handoff_to_human');
    expect(context).toContain('are you there?');
  }, 30_000);
});
