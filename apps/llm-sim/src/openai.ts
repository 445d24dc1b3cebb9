import express, { type Request, type Response, type Router } from 'express';
import { defaultReply, rid, tokens, type ConversationView, type Step } from './script';
import { cacheText, hold, keyAccepted, keyFingerprint, logRequest, type ApiSurface, type SimRuntime } from './runtime';
import type { CachePrompt } from './cache';

type Json = Record<string, unknown>;

/** OpenAI's error envelope. */
function openaiError(res: Response, status: number, message: string, type: string, code: string | null, headers: Record<string, string> = {}): void {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.status(status).json({ error: { message, type, param: null, code } });
}

const text = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (Array.isArray(v))
    return v
      .map((p) => (p && typeof p === 'object' && typeof (p as Json).text === 'string' ? ((p as Json).text as string) : ''))
      .filter(Boolean)
      .join('\n');
  return '';
};

/** The provider-neutral view of a Chat Completions request. */
function chatView(body: Json): ConversationView {
  const tools = Array.isArray(body.tools) ? body.tools.map((t) => String(((t as Json).function as Json | undefined)?.name ?? '')).filter(Boolean) : [];
  const messages = Array.isArray(body.messages) ? (body.messages as Json[]) : [];
  const calledTools = messages.flatMap((m) => (Array.isArray(m.tool_calls) ? m.tool_calls.map((c) => String(((c as Json).function as Json)?.name)) : []));
  const lastMsg = messages[messages.length - 1];
  let last: ConversationView['last'] = { kind: 'other' };
  if (lastMsg?.role === 'user') last = { kind: 'user', text: text(lastMsg.content) };
  else if (lastMsg?.role === 'tool') last = { kind: 'tool_results', names: [] };
  return { tools, last, calledTools };
}

/** The provider-neutral view of a Responses request. */
function responsesView(body: Json): ConversationView {
  const tools = Array.isArray(body.tools) ? body.tools.map((t) => String((t as Json).name ?? '')).filter(Boolean) : [];
  const input = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : Array.isArray(body.input) ? (body.input as Json[]) : [];
  const calledTools = input.filter((i) => i.type === 'function_call').map((i) => String(i.name));
  const lastItem = input[input.length - 1];
  let last: ConversationView['last'] = { kind: 'other' };
  if (lastItem?.type === 'function_call_output') last = { kind: 'tool_results', names: [] };
  else if (lastItem?.role === 'user') last = { kind: 'user', text: text(lastItem.content) };
  return { tools, last, calledTools };
}

/** A request as the prompt cache sees it: the tools, the instructions, then each message or input item (no breakpoints: OpenAI caches by prefix). */
function openaiPrompt(body: Json): CachePrompt {
  const tools = Array.isArray(body.tools) ? (body.tools as Json[]) : [];
  const items = Array.isArray(body.messages) ? body.messages : Array.isArray(body.input) ? body.input : [body.input ?? ''];
  const parts = [...tools, ...(typeof body.instructions === 'string' ? [body.instructions] : []), ...(items as unknown[])];
  return { parts: parts.map((p) => ({ text: cacheText(p), breakpoint: null })) };
}

/** Usage numbers of one reply (reasoning tokens when a reasoning effort was asked; `cached` input tokens read from the prompt cache). */
function usageOf(prompt: CachePrompt, outText: string, reasoning: boolean, cached: number) {
  const input = tokens(prompt.parts.map((p) => p.text).join(''));
  const output = tokens(outText);
  const reasoningTokens = reasoning ? 16 : 0;
  return { input, output: output + reasoningTokens, reasoningTokens, cached };
}

/**
 * The OpenAI HTTP API (`/v1/chat/completions` and `/v1/responses`, streaming and not): Bearer key
 * check, scripted or default replies with tool calls, usage, `reasoning_effort` / `reasoning.effort`
 * reflected as reasoning tokens (and a reasoning item on Responses), 429 with `retry-after` and the
 * rate-limit headers, 503 overloaded, in OpenAI's `{ error: { message, type, param, code } }` shape;
 * prompt caching per `prompt_cache_key`: a later request of the same key starting with a prefix an
 * earlier one sent reads it (`prompt_tokens_details.cached_tokens` / `input_tokens_details.cached_tokens`).
 */
export function openaiRouter(sim: SimRuntime): Router {
  const r = express.Router();
  r.use(express.json({ limit: '10mb' }));

  const serve = (api: ApiSurface) => async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Json;
    const auth = req.header('authorization') ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
    const fp = keyFingerprint(key);
    const stream = body.stream === true;
    const model = typeof body.model === 'string' ? body.model : null;
    const record = (status: number) =>
      logRequest(sim, { provider: 'openai', api, key_fingerprint: fp, key_suffix: key.slice(-4), model, stream, body, status });
    if (!keyAccepted(sim, 'openai', key)) {
      record(401);
      return openaiError(
        res,
        401,
        key ? `Incorrect API key provided: ${key.slice(0, 3)}***${key.slice(-4)}.` : "You didn't provide an API key.",
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    if (!model) {
      record(400);
      return openaiError(res, 400, 'you must provide a model parameter', 'invalid_request_error', null);
    }
    const view = api === 'responses' ? responsesView(body) : chatView(body);
    const step: Step = sim.scripts.next(fp) ?? defaultReply(view);
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    await hold(step.delay_ms, aborted.signal);
    if (aborted.signal.aborted) return record(499);
    if (step.type === 'drop') {
      record(0);
      return req.socket.destroy();
    }
    if (step.type === 'error') {
      record(step.status);
      if (step.status === 429) {
        const ra = String(step.retry_after ?? 1);
        return openaiError(res, 429, step.message ?? 'Rate limit reached for requests. Please try again later.', 'requests', 'rate_limit_exceeded', {
          'retry-after': ra,
          'x-ratelimit-limit-requests': '60',
          'x-ratelimit-remaining-requests': '0',
          'x-ratelimit-reset-requests': `${ra}s`,
        });
      }
      if (step.status === 503 || step.status === 529)
        return openaiError(res, 503, step.message ?? 'The engine is currently overloaded, please try again later.', 'server_error', null);
      if (step.status === 400) return openaiError(res, 400, step.message ?? 'Invalid request.', 'invalid_request_error', null);
      return openaiError(res, 500, step.message ?? 'The server had an error while processing your request.', 'server_error', null);
    }
    const reasoning =
      (typeof body.reasoning_effort === 'string' && body.reasoning_effort !== 'none') ||
      (typeof (body.reasoning as Json | undefined)?.effort === 'string' && (body.reasoning as Json).effort !== 'none');
    const outText = step.text ?? '';
    const calls = step.type === 'tool_calls' ? step.calls.map((c) => ({ id: `call_${rid()}`, name: c.name, args: JSON.stringify(c.arguments) })) : [];
    const prompt = openaiPrompt(body);
    const cacheKey = typeof body.prompt_cache_key === 'string' && body.prompt_cache_key ? body.prompt_cache_key.slice(0, 1024) : null;
    const cache = cacheKey ? sim.cache.use(`${fp}\u0000${cacheKey}`, prompt, { writeAll: '5m', key: cacheKey }) : { read: 0, written: 0, ttl: null, key: null };
    const u = usageOf(prompt, outText + calls.map((c) => c.args).join(''), reasoning, cache.read);
    const created = Math.floor(sim.clock() / 1000);
    logRequest(sim, { provider: 'openai', api, key_fingerprint: fp, key_suffix: key.slice(-4), model, stream, body, status: 200, cache });
    res.setHeader('x-request-id', `req_${rid()}`);
    if (api === 'chat_completions') {
      const id = `chatcmpl-${rid()}`;
      const finish = calls.length ? 'tool_calls' : 'stop';
      const usage = {
        prompt_tokens: u.input,
        completion_tokens: u.output,
        total_tokens: u.input + u.output,
        prompt_tokens_details: { cached_tokens: u.cached },
        completion_tokens_details: { reasoning_tokens: u.reasoningTokens },
      };
      if (!stream) {
        return res.json({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: outText || null,
                refusal: null,
                ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } })) } : {}),
              },
              logprobs: null,
              finish_reason: finish,
            },
          ],
          usage,
        });
      }
      res.setHeader('content-type', 'text/event-stream');
      res.setHeader('cache-control', 'no-cache');
      const chunk = (delta: Json, finish_reason: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason }] })}\n\n`,
        );
      chunk({ role: 'assistant', content: '' });
      for (const piece of outText.match(/.{1,16}/gs) ?? []) chunk({ content: piece });
      calls.forEach((c, index) => {
        chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] });
        for (const piece of c.args.match(/.{1,16}/gs) ?? []) chunk({ tool_calls: [{ index, function: { arguments: piece } }] });
      });
      chunk({}, finish);
      if ((body.stream_options as Json | undefined)?.include_usage === true)
        res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })}\n\n`);
      res.write('data: [DONE]\n\n');
      return res.end();
    }
    // Responses API
    const respId = `resp_${rid()}`;
    const output: Json[] = [];
    if (reasoning) output.push({ type: 'reasoning', id: `rs_${rid()}`, summary: [] });
    if (outText)
      output.push({
        type: 'message',
        id: `msg_${rid()}`,
        status: 'completed',
        role: 'assistant',
        content: [{ type: 'output_text', text: outText, annotations: [] }],
      });
    for (const c of calls) output.push({ type: 'function_call', id: `fc_${rid()}`, call_id: c.id, name: c.name, arguments: c.args, status: 'completed' });
    const usage = {
      input_tokens: u.input,
      output_tokens: u.output,
      total_tokens: u.input + u.output,
      input_tokens_details: { cached_tokens: u.cached },
      output_tokens_details: { reasoning_tokens: u.reasoningTokens },
    };
    const response = {
      id: respId,
      object: 'response',
      created_at: created,
      status: 'completed',
      error: null,
      incomplete_details: null,
      model,
      output,
      reasoning: { effort: (body.reasoning as Json | undefined)?.effort ?? null, summary: null },
      temperature: typeof body.temperature === 'number' ? body.temperature : null,
      usage,
    };
    if (!stream) return res.json(response);
    res.setHeader('content-type', 'text/event-stream');
    res.setHeader('cache-control', 'no-cache');
    let seq = 0;
    const ev = (type: string, data: Json) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: seq++, ...data })}\n\n`);
    ev('response.created', { response: { ...response, status: 'in_progress', output: [], usage: null } });
    output.forEach((item, output_index) => {
      if (item.type === 'message') {
        ev('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', content: [] } });
        for (const piece of outText.match(/.{1,16}/gs) ?? [])
          ev('response.output_text.delta', { item_id: item.id, output_index, content_index: 0, delta: piece });
        ev('response.output_item.done', { output_index, item });
      } else if (item.type === 'function_call') {
        ev('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', arguments: '' } });
        ev('response.function_call_arguments.delta', { item_id: item.id, output_index, delta: item.arguments });
        ev('response.function_call_arguments.done', { item_id: item.id, output_index, arguments: item.arguments });
        ev('response.output_item.done', { output_index, item });
      } else {
        ev('response.output_item.added', { output_index, item });
        ev('response.output_item.done', { output_index, item });
      }
    });
    ev('response.completed', { response });
    return res.end();
  };

  r.post('/chat/completions', serve('chat_completions'));
  r.post('/responses', serve('responses'));
  return r;
}
