import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, generateText, jsonSchema, stepCountIs, streamText, tool } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmSim, type RunningLlmSim } from '../../src/index';

let sim: RunningLlmSim;
const OPENAI_KEY = 'sk-sim-openai-1';
const ANTHROPIC_KEY = 'sk-ant-sim-1';

beforeAll(async () => {
  sim = await createLlmSim({ openaiKeys: [OPENAI_KEY], anthropicKeys: [ANTHROPIC_KEY] }).listen(0);
});
afterAll(async () => {
  await sim?.close();
});

async function script(apiKey: string, steps: unknown[]): Promise<void> {
  const res = await fetch(`${sim.url}/__sim/scripts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: apiKey, steps }),
  });
  expect(res.status).toBe(201);
}
async function requests(apiKey: string): Promise<Array<{ api: string; status: number; body: Record<string, unknown>; stream: boolean }>> {
  const res = await fetch(`${sim.url}/__sim/requests?api_key=${encodeURIComponent(apiKey)}`);
  return ((await res.json()) as { data: never[] }).data;
}
async function addKey(provider: 'openai' | 'anthropic', apiKey: string): Promise<void> {
  await fetch(`${sim.url}/__sim/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider, api_key: apiKey }),
  });
}

const weather = tool({
  description: 'Weather of a city',
  inputSchema: jsonSchema<{ city: string }>({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }),
  execute: async ({ city }) => ({ city, forecast: 'sunny' }),
});

describe('llm-sim through the real AI SDK', () => {
  const openai = () => createOpenAI({ apiKey: OPENAI_KEY, baseURL: `${sim.url}/v1` });
  const anthropic = (key = ANTHROPIC_KEY) => createAnthropic({ apiKey: key, baseURL: `${sim.url}/v1` });

  it('OpenAI chat completions: a scripted tool call, the tool result sent back, then the answer, with usage', async () => {
    await script(OPENAI_KEY, [
      { type: 'tool_calls', calls: [{ name: 'weather', arguments: { city: 'Lima' } }] },
      { type: 'text', text: 'Sunny in Lima.' },
    ]);
    const out = await generateText({
      model: openai().chat('gpt-4.1-mini'),
      prompt: 'weather?',
      tools: { weather },
      stopWhen: stepCountIs(4),
      temperature: 0.3,
    });
    expect(out.text).toBe('Sunny in Lima.');
    expect(out.steps[0].toolCalls[0]).toMatchObject({ toolName: 'weather', input: { city: 'Lima' } });
    expect(out.steps[0].toolResults[0]).toMatchObject({ output: { city: 'Lima', forecast: 'sunny' } });
    expect(out.totalUsage.inputTokens).toBeGreaterThan(0);
    expect(out.totalUsage.outputTokens).toBeGreaterThan(0);
    const log = (await requests(OPENAI_KEY)).filter((r) => r.api === 'chat_completions');
    const second = log[log.length - 1].body as { messages: Array<{ role: string; content: string }>; temperature: number };
    expect(second.messages.some((m) => m.role === 'tool' && m.content.includes('sunny'))).toBe(true);
    expect(second.temperature).toBe(0.3);
  });

  it('OpenAI chat completions streaming: text and a tool call arrive through SSE', async () => {
    await script(OPENAI_KEY, [
      { type: 'tool_calls', calls: [{ name: 'weather', arguments: { city: 'Quito' } }], text: 'Checking.' },
      { type: 'text', text: 'It is sunny in Quito, a long answer streamed in pieces.' },
    ]);
    const result = streamText({ model: openai().chat('gpt-4.1-mini'), prompt: 'weather?', tools: { weather }, stopWhen: stepCountIs(4) });
    let streamed = '';
    for await (const piece of result.textStream) streamed += piece;
    expect(streamed).toBe('Checking.It is sunny in Quito, a long answer streamed in pieces.');
    const steps = await result.steps;
    expect(steps[0].toolCalls[0]).toMatchObject({ toolName: 'weather', input: { city: 'Quito' } });
    expect((await result.totalUsage).inputTokens).toBeGreaterThan(0);
    expect((await requests(OPENAI_KEY)).slice(-1)[0].stream).toBe(true);
  });

  it('OpenAI Responses: reasoning effort accepted and reflected (reasoning tokens), tool call, streaming and not', async () => {
    await script(OPENAI_KEY, [
      { type: 'tool_calls', calls: [{ name: 'weather', arguments: { city: 'Oslo' } }] },
      { type: 'text', text: 'Cold.' },
    ]);
    const out = await generateText({
      model: openai().responses('gpt-5'),
      prompt: 'weather?',
      tools: { weather },
      stopWhen: stepCountIs(4),
      providerOptions: { openai: { reasoningEffort: 'low' } },
    });
    expect(out.text).toBe('Cold.');
    expect(out.steps[0].toolCalls[0]).toMatchObject({ toolName: 'weather', input: { city: 'Oslo' } });
    expect(out.totalUsage.reasoningTokens).toBeGreaterThan(0);
    const last = (await requests(OPENAI_KEY)).slice(-1)[0];
    expect(last.api).toBe('responses');
    expect(last.body.reasoning).toMatchObject({ effort: 'low' });

    await script(OPENAI_KEY, [{ type: 'text', text: 'Streaming from the Responses API.' }]);
    const s = streamText({ model: openai().responses('gpt-5'), prompt: 'hi' });
    let streamed = '';
    for await (const piece of s.textStream) streamed += piece;
    expect(streamed).toBe('Streaming from the Responses API.');
  });

  it('Anthropic messages: tool use, extended thinking reflected as reasoning, streaming and not', async () => {
    await script(ANTHROPIC_KEY, [
      { type: 'tool_calls', calls: [{ name: 'weather', arguments: { city: 'Rome' } }] },
      { type: 'text', text: 'Warm in Rome.' },
    ]);
    const out = await generateText({
      model: anthropic()('claude-sonnet-4-5'),
      prompt: 'weather?',
      tools: { weather },
      stopWhen: stepCountIs(4),
      providerOptions: { anthropic: { thinking: { type: 'enabled', budgetTokens: 2048 } } },
    });
    expect(out.text).toBe('Warm in Rome.');
    expect(out.steps[0].toolCalls[0]).toMatchObject({ toolName: 'weather', input: { city: 'Rome' } });
    expect(out.reasoningText).toContain('Considering');
    const log = await requests(ANTHROPIC_KEY);
    expect(log.slice(-1)[0].body.thinking).toMatchObject({ type: 'enabled', budget_tokens: 2048 });

    await script(ANTHROPIC_KEY, [{ type: 'text', text: 'Streamed from the Messages API.' }]);
    const s = streamText({ model: anthropic()('claude-sonnet-4-5'), prompt: 'hi' });
    let streamed = '';
    for await (const piece of s.textStream) streamed += piece;
    expect(streamed).toBe('Streamed from the Messages API.');
    expect((await s.usage).outputTokens).toBeGreaterThan(0);
  });

  it("429 and 529 answer in the providers' shapes; the SDK retries them and succeeds; a persistent one surfaces the status", async () => {
    await script(ANTHROPIC_KEY, [
      { type: 'error', status: 529 },
      { type: 'error', status: 429, retry_after: 0 },
      { type: 'text', text: 'after retries' },
    ]);
    const out = await generateText({ model: anthropic()('claude-sonnet-4-5'), prompt: 'x', maxRetries: 3 });
    expect(out.text).toBe('after retries');
    expect((await requests(ANTHROPIC_KEY)).slice(-3).map((r) => r.status)).toEqual([529, 429, 200]);

    const raw = await fetch(`${sim.url}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': ANTHROPIC_KEY, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'claude-sonnet-4-5', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] }),
    }).then(async (r) => ({ r, body: await r.json() }));
    expect(raw.r.status).toBe(200);
    await script(ANTHROPIC_KEY, [{ type: 'error', status: 429, retry_after: 7 }]);
    const limited = await fetch(`${sim.url}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': ANTHROPIC_KEY, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'claude-sonnet-4-5', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] }),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(await limited.json()).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });

    await script(OPENAI_KEY, [{ type: 'error', status: 429, retry_after: 0, times: 5 }]);
    const err = await generateText({ model: openai().chat('gpt-4.1-mini'), prompt: 'x', maxRetries: 1 }).catch((e: unknown) => e);
    const cause = (err as { lastError?: unknown }).lastError ?? err;
    expect(APICallError.isInstance(cause)).toBe(true);
    expect((cause as APICallError).statusCode).toBe(429);
    expect(JSON.parse((cause as APICallError).responseBody ?? '{}')).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
    await fetch(`${sim.url}/__sim/scripts?api_key=${OPENAI_KEY}`, { method: 'DELETE' });
  });

  it('auth: a wrong key is 401 in each shape; a missing anthropic-version is 400', async () => {
    const err = await generateText({
      model: createOpenAI({ apiKey: 'sk-wrong', baseURL: `${sim.url}/v1` }).chat('gpt-4.1-mini'),
      prompt: 'x',
      maxRetries: 0,
    }).catch((e: unknown) => e as APICallError);
    expect((err as APICallError).statusCode).toBe(401);
    const a = await generateText({ model: anthropic('nope')('claude-sonnet-4-5'), prompt: 'x', maxRetries: 0 }).catch((e: unknown) => e as APICallError);
    expect((a as APICallError).statusCode).toBe(401);
    expect(JSON.parse((a as APICallError).responseBody ?? '{}')).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
    const noVersion = await fetch(`${sim.url}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': ANTHROPIC_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', max_tokens: 1, messages: [] }),
    });
    expect(noVersion.status).toBe(400);
  });

  it('default script: echoes through send_notification_to_user when offered, then completes the task', async () => {
    const key = 'sk-ant-default-1';
    await addKey('anthropic', key);
    const sent: string[] = [];
    const out = await generateText({
      model: anthropic(key)('claude-sonnet-4-5'),
      prompt: 'hello there',
      stopWhen: stepCountIs(5),
      tools: {
        send_notification_to_user: tool({
          inputSchema: jsonSchema<{ message: string }>({ type: 'object', properties: { message: { type: 'string' } } }),
          execute: async ({ message }) => {
            sent.push(message);
            return 'sent';
          },
        }),
        complete_task: tool({
          inputSchema: jsonSchema<{ summary: string }>({ type: 'object', properties: { summary: { type: 'string' } } }),
          execute: async () => 'ok',
        }),
      },
    });
    expect(sent).toEqual(['You said: hello there']);
    expect(out.steps.flatMap((s) => s.toolCalls.map((c) => c.toolName))).toEqual(['send_notification_to_user', 'complete_task']);
  });

  it('prompt caching, Anthropic: a cache_control breakpoint with ttl 1h writes the prefix; the next request starting with it reads it back', async () => {
    const key = 'sk-ant-cache-1';
    await addKey('anthropic', key);
    const system = {
      role: 'system' as const,
      content: 'You are a careful assistant. '.repeat(40),
      providerOptions: { anthropic: { cacheControl: { type: 'ephemeral', ttl: '1h' } } },
    };
    const first = await generateText({ model: anthropic(key)('claude-opus-4-1'), system, prompt: 'first question' });
    const second = await generateText({ model: anthropic(key)('claude-opus-4-1'), system, prompt: 'second question' });
    const log = await requests(key);
    expect(log).toHaveLength(2);
    expect(JSON.stringify(log[0]!.body)).toContain('"cache_control":{"type":"ephemeral","ttl":"1h"}');
    const [w, r] = log.map((x) => (x as unknown as { cache: { read: number; written: number; ttl: string | null } }).cache);
    expect(w!.read).toBe(0);
    expect(w!.ttl).toBe('1h');
    expect(w!.written).toBeGreaterThan(200);
    expect(r!.read).toBe(w!.written);
    expect(r!.written).toBe(0);
    // The SDK reads Anthropic's usage fields: the first call wrote the cache, the second read it.
    expect(first.usage.inputTokenDetails.cacheWriteTokens).toBe(w!.written);
    expect(first.usage.inputTokenDetails.cacheReadTokens).toBe(0);
    expect(second.usage.inputTokenDetails.cacheReadTokens).toBe(w!.written);
    expect(second.providerMetadata?.anthropic?.cacheCreationInputTokens).toBe(0);
  });

  it('prompt caching, Anthropic: without a breakpoint nothing is cached', async () => {
    const key = 'sk-ant-cache-2';
    await addKey('anthropic', key);
    for (const q of ['a', 'b']) await generateText({ model: anthropic(key)('claude-opus-4-1'), system: 'Same system prompt. '.repeat(40), prompt: q });
    const log = (await requests(key)) as unknown as Array<{ cache: { read: number; written: number } }>;
    expect(log.map((x) => x.cache)).toEqual([
      { read: 0, written: 0, ttl: null, key: null },
      { read: 0, written: 0, ttl: null, key: null },
    ]);
  });

  it('prompt caching, OpenAI: a prompt_cache_key makes the next request of the same prefix report cached tokens; another key does not share it', async () => {
    const key = 'sk-openai-cache-1';
    await addKey('openai', key);
    const model = createOpenAI({ apiKey: key, baseURL: `${sim.url}/v1` }).chat('gpt-4.1-mini');
    const system = 'Route customer messages. '.repeat(40);
    const ask = (q: string, promptCacheKey?: string) =>
      generateText({ model, system, prompt: q, providerOptions: promptCacheKey ? { openai: { promptCacheKey } } : {} });
    const a = await ask('one', 'k-1');
    const b = await ask('two', 'k-1');
    const c = await ask('three', 'k-2');
    const d = await ask('four');
    expect(a.usage.inputTokenDetails.cacheReadTokens).toBe(0);
    expect(b.usage.inputTokenDetails.cacheReadTokens).toBeGreaterThan(200);
    expect(b.usage.inputTokenDetails.cacheReadTokens).toBeLessThan(b.usage.inputTokens!);
    expect(c.usage.inputTokenDetails.cacheReadTokens).toBe(0);
    expect(d.usage.inputTokenDetails.cacheReadTokens).toBe(0);
    const log = (await requests(key)) as unknown as Array<{ body: { prompt_cache_key?: string }; cache: { key: string | null } }>;
    expect(log.map((x) => [x.body.prompt_cache_key ?? null, x.cache.key])).toEqual([
      ['k-1', 'k-1'],
      ['k-1', 'k-1'],
      ['k-2', 'k-2'],
      [null, null],
    ]);
  });

  it('a drop step closes the connection without an answer: the SDK sees a call error without a status', async () => {
    await script(OPENAI_KEY, [{ type: 'drop' }]);
    const err = await generateText({ model: openai().chat('gpt-4.1-mini'), prompt: 'hi', maxRetries: 0 }).catch((e: unknown) => e);
    expect(APICallError.isInstance(err)).toBe(true);
    expect((err as APICallError).statusCode).toBeUndefined();
    const log = await requests(OPENAI_KEY);
    expect(log[log.length - 1]!.status).toBe(0);
  });
});
