/**
 * The workflow agent node's entry point (AgentsUsecase.runNode, decision 0735) on real Postgres
 * against the LLM simulator (a child process) through the real SDK. Risks removed: a bot that stays
 * silent after a handoff comes back (the handoff tool result must keep telling it to help), a node
 * session that forgets its context between the user's messages, tool-only delivery with a model
 * that cannot do it accepted on save, variables saved by the agent lost.
 */
import { randomUUID } from 'node:crypto';
import { KeyRing, SecretCipher } from '@platform/crypto';
import { createDb, type Db } from '@platform/db';
import { silentLogger } from '@platform/logger';
import { systemClock } from '@platform/runtime';
import { dropSchema, serviceTestEnv, testInfra, type ListeningProcess } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsecaseContext } from '../../src/context';
import { migrations } from '../../src/migrations';
import { AgentRunsRepository } from '../../src/agents/infra/db/agent-runs.repository';
import { ProviderKeysRepository } from '../../src/agents/infra/db/provider-keys.repository';
import { ProviderModelsRepository } from '../../src/agents/infra/db/provider-models.repository';
import type { AgentPeers } from '../../src/agents/infra/grpc/platform.clients';
import { createWebhookToolCaller } from '../../src/agents/infra/http/webhook-tool.client';
import { LlmClient } from '../../src/agents/infra/llm/model-client';
import { AgentLoopUsecase } from '../../src/agents/usecases/agent-loop.usecase';
import { AgentsUsecase } from '../../src/agents/usecases/agents.usecase';
import type { IntegrationsUsecase } from '../../src/integrations/usecases/integrations.usecase';
import { sendOutcome, startLlmSim } from '../support/common';
import { testContext } from '../support/context';

const schema = serviceTestEnv('wfanode').DB_SCHEMA;
let sim: ListeningProcess | undefined;
let simUrl: string;
let db: Db;
let agents: AgentsUsecase;
let agentsWithoutKeys: AgentsUsecase;
const HISTORY_CONVERSATION = randomUUID();
const sends: Array<{ message: Record<string, unknown>; idempotencyKey: string }> = [];
const KEY = `sk-node-${randomUUID()}`;
const invocations: Array<{ projectId: string; functionId: string; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  sim = await startLlmSim({ acceptAnyKey: true });
  simUrl = sim.url;
  db = await createDb({ url: testInfra().databaseUrl, schema, migrations, pool: { max: 4 } });
  const peers: AgentPeers = {
    sender: {
      async send(req) {
        sends.push(req);
        return sendOutcome({ accepted: true, wamid: `wamid.${sends.length}`, httpStatus: 200 });
      },
    },
    conversations: {
      conversation: async () => undefined,
      messages: async (_projectId: string, conversationId: string) =>
        conversationId === HISTORY_CONVERSATION
          ? [
              { direction: 'inbound', text: 'my card was charged twice' },
              { direction: 'outbound', text: 'Sorry to hear that' },
            ]
          : [],
    },
    events: { publish: async () => undefined },
    close() {},
  };
  const ctx = testContext({
    functionRunner: {
      async invoke(projectId: string, functionId: string, body: Record<string, unknown>) {
        invocations.push({ projectId, functionId, body });
        return { ok: true as const, status: 200, body: { price: 42 } };
      },
      close() {},
    },
    db,
    clock: systemClock,
    logger: silentLogger,
    agents: {
      models: new ProviderModelsRepository(db),
      keys: new ProviderKeysRepository(db),
      runs: new AgentRunsRepository(db),
      peers,
      llm: new LlmClient({ openaiBaseUrl: `${simUrl}/v1`, anthropicBaseUrl: `${simUrl}/v1`, maxRetries: 1, retryBaseMs: 10, timeoutMs: 10_000 }),
      cipher: new SecretCipher(KeyRing.fromConfig(Buffer.alloc(32, 7).toString('base64'))),
      webhookTool: createWebhookToolCaller({ allowList: { hosts: new Set(), cidrs: [] }, timeoutMs: 1000 }),
      settings: { defaultModel: 'gpt-4.1-mini', platformKeys: { openai: KEY, anthropic: KEY }, statusPollMs: 50 },
    },
  });
  // Node runs take their tools from a validated workflow: the run-creation reference checks are not on this path.
  const refs = { functionExists: async () => true, phoneNumberExists: async () => true };
  agents = new AgentsUsecase(ctx, new AgentLoopUsecase(ctx, {} as IntegrationsUsecase), refs);
  const keyless: UsecaseContext = { ...ctx, agents: { ...ctx.agents, settings: { ...ctx.agents.settings, platformKeys: {} } } };
  agentsWithoutKeys = new AgentsUsecase(keyless, new AgentLoopUsecase(keyless, {} as IntegrationsUsecase), refs);
}, 60_000);

afterAll(async () => {
  await db?.close();
  await dropSchema(schema);
  await sim?.stop();
});

const script = (steps: unknown[]) =>
  fetch(`${simUrl}/__sim/scripts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: KEY, steps }) });
const requests = async () => ((await (await fetch(`${simUrl}/__sim/requests?api_key=${KEY}`)).json()) as { data: Array<{ body: Record<string, any> }> }).data;

describe('workflow agent node (runNode)', () => {
  it('a function tool (flow_agent_function_tools) runs the project function once with the input and the run, and its answer reaches the model', async () => {
    const projectId = randomUUID();
    const functionId = randomUUID();
    await script([
      { type: 'tool_calls', calls: [{ name: 'quote', arguments: { sku: 'A1' } }] },
      { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'quoted' } }] },
    ]);
    const out = await agents.runNode({
      projectId,
      executionId: randomUUID(),
      nodeId: 'fn',
      config: { flow_agent_function_tools: [{ name: 'quote', description: 'Price of a SKU', function_id: functionId }] },
      vars: {},
      userMessage: 'price of A1?',
    });
    expect(out).toMatchObject({ outcome: 'completed', text: 'quoted' });
    expect(invocations).toEqual([{ projectId, functionId, body: { input: { sku: 'A1' }, agent_run: expect.objectContaining({ id: out.runId }) } }]);
    const reqs = await requests();
    expect(JSON.stringify(reqs[reqs.length - 1].body.messages)).toContain('"price\\":42');
  });

  it('hands off, and when the conversation comes back the same session answers with the handoff result still in context', async () => {
    const base = {
      projectId: randomUUID(),
      executionId: randomUUID(),
      nodeId: 'agent_1',
      config: { provider_model_name: 'gpt-4.1-mini', system_prompt: 'Support bot' },
    };
    const where = { conversationId: randomUUID(), phoneNumberId: '106540352242922', recipient: '15550100200' };
    await script([
      { type: 'tool_calls', calls: [{ name: 'save_variable', arguments: { name: 'topic', value: 'refund' } }] },
      { type: 'tool_calls', calls: [{ name: 'handoff_to_human', arguments: { reason: 'wants a person' } }] },
      { type: 'text', text: 'Welcome back! How can I help?' },
    ]);
    const first = await agents.runNode({ ...base, ...where, vars: { name: 'Ana' }, userMessage: 'I want a refund, get me a human' });
    expect(first).toMatchObject({ outcome: 'handoff', text: 'wants a person', vars: { name: 'Ana', topic: 'refund' } });
    const before = (await requests()).length;

    const back = await agents.runNode({ ...base, ...where, vars: { name: 'Ana' }, userMessage: 'Hi again, the agent said to ask you' });
    expect(back).toMatchObject({ outcome: 'waiting', text: 'Welcome back! How can I help?', runId: first.runId });
    // The bot spoke (not silent), once, through the send path.
    expect(sends.filter((s) => s.idempotencyKey.includes(first.runId)).map((s) => s.message)).toEqual([
      { to: '15550100200', type: 'text', text: { body: 'Welcome back! How can I help?' } },
    ]);
    const after = await requests();
    expect(after.length).toBe(before + 1);
    const context = JSON.stringify(after[after.length - 1].body.messages);
    expect(context).toContain('handoff_to_human');
    expect(context).toContain('continue helping the user');
    expect(context).toContain('Hi again, the agent said to ask you');
    expect(context).not.toMatch(/stay silent/i);
    expect(back.usage.input_tokens).toBeGreaterThan(0);
  });

  it('complete_task completes the node; a tool-only node with a model that cannot do it is refused on provider_model', async () => {
    await script([{ type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'all set' } }] }]);
    const done = await agents.runNode({ projectId: randomUUID(), executionId: randomUUID(), nodeId: 'a', config: {}, vars: {}, userMessage: 'thanks' });
    expect(done).toMatchObject({ outcome: 'completed', text: 'all set' });
    await expect(agents.checkNodeConfig(randomUUID(), { provider_model_name: 'claude-sonnet-4-5', message_delivery_mode: 'tool_only' })).rejects.toMatchObject({
      publicFields: { field: 'provider_model' },
    });
    await expect(agents.checkNodeConfig(randomUUID(), { provider_model_name: 'claude-opus-4-1', message_delivery_mode: 'tool_only' })).resolves.toEqual({
      warnings: [],
    });
  });
});

describe('a node call repeated after a crash (inputKey)', () => {
  it('a message the session already took is not added again: the recorded wait or handoff comes back without a model call', async () => {
    const base = { projectId: randomUUID(), executionId: randomUUID(), nodeId: 'bot', activation: 2, config: {}, vars: {} };
    await script([
      { type: 'text', text: 'Which order?' },
      { type: 'tool_calls', calls: [{ name: 'handoff_to_human', arguments: { reason: 'angry' } }] },
    ]);
    const first = await agents.runNode({ ...base, userMessage: 'where is my order', inputKey: 'wait:0' });
    expect(first).toMatchObject({ outcome: 'waiting', text: 'Which order?' });
    const before = (await requests()).length;
    expect(await agents.runNode({ ...base, userMessage: 'where is my order', inputKey: 'wait:0' })).toMatchObject({
      outcome: 'waiting',
      text: 'Which order?',
      runId: first.runId,
    });
    expect((await requests()).length).toBe(before);

    const reply = await agents.runNode({ ...base, userMessage: 'A-1, and I am angry', inputKey: 'wait:1' });
    expect(reply).toMatchObject({ outcome: 'handoff', text: 'angry', runId: first.runId });
    expect((await requests()).length).toBe(before + 1);
    expect(await agents.runNode({ ...base, userMessage: 'A-1, and I am angry', inputKey: 'wait:1' })).toMatchObject({ outcome: 'handoff', text: 'angry' });
    expect((await requests()).length).toBe(before + 1);
    const userSteps = (await new AgentRunsRepository(db).steps(first.runId)).filter((x) => x.kind === 'user');
    expect(userSteps.map((x) => x.text)).toEqual(['A-1, and I am angry']);
  });
});

describe('AI decide (decideNode, decision 0736)', () => {
  const projectId = randomUUID();
  const decide = (u: AgentsUsecase, executionId: string, activation = 3) =>
    u.decideNode({
      projectId,
      executionId,
      nodeId: 'route',
      activation,
      config: { provider_model_name: 'gpt-4.1-mini', llm_max_tokens: 50 },
      conditions: [{ label: 'yes' }, { label: 'no' }],
      userMessage: 'sure',
      vars: {},
    });

  it('the same step asked again (a crash after the answer) reads the recorded label back without a second model call', async () => {
    const executionId = randomUUID();
    await script([{ type: 'tool_calls', calls: [{ name: 'choose_edge', arguments: { label: 'yes' } }] }]);
    const before = (await requests()).length;
    const first = await decide(agents, executionId);
    expect(first).toMatchObject({ ok: true, label: 'yes' });
    await script([{ type: 'tool_calls', calls: [{ name: 'choose_edge', arguments: { label: 'no' } }] }]);
    const again = await decide(agents, executionId);
    expect(again).toEqual(first);
    expect((await requests()).length).toBe(before + 1);
    expect((await requests())[before]!.body.max_tokens).toBe(50);
    // A later visit of the node (another step) is a new decision.
    expect(await decide(agents, executionId, 9)).toMatchObject({ ok: true, label: 'no' });
  });

  it('the model reads the conversation history, the last message and the node prompt', async () => {
    await script([{ type: 'tool_calls', calls: [{ name: 'choose_edge', arguments: { label: 'no' } }] }]);
    const out = await agents.decideNode({
      projectId,
      executionId: randomUUID(),
      nodeId: 'route',
      activation: 1,
      config: { provider_model_name: 'gpt-4.1-mini', prompt: 'Refund requests are no.' },
      conditions: [{ label: 'yes' }, { label: 'no', description: 'refunds' }],
      userMessage: 'so?',
      vars: {},
      conversationId: HISTORY_CONVERSATION,
    });
    expect(out).toMatchObject({ ok: true, label: 'no' });
    const reqs = await requests();
    const sent = JSON.stringify(reqs[reqs.length - 1]!.body.messages);
    expect(sent).toContain('customer: my card was charged twice');
    expect(sent).toContain('business: Sorry to hear that');
    expect(sent).toContain('so?');
    expect(sent).toContain('- no: refunds');
    expect(sent).toContain('Refund requests are no.');
  });

  it('no key for the provider fails with provider_key_missing, without calling the model', async () => {
    const before = (await requests()).length;
    const out = await decide(agentsWithoutKeys, randomUUID());
    expect(out).toMatchObject({ ok: false, code: 'provider_key_missing' });
    expect((await requests()).length).toBe(before);
  });
});
