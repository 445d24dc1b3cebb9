import express, { type Request, type Response, type Router } from 'express';
import { defaultReply, rid, tokens, type ConversationView, type Step } from './script';
import { cacheText, hold, keyAccepted, keyFingerprint, logRequest, type SimRuntime } from './runtime';
import type { CachePrompt } from './cache';

type Json = Record<string, unknown>;

/** Anthropic's error envelope `{ type: "error", error: { type, message } }` with a request id. */
function anthropicError(res: Response, status: number, type: string, message: string, headers: Record<string, string> = {}): void {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.setHeader('request-id', `req_${rid()}`);
  res.status(status).json({ type: 'error', error: { type, message } });
}

/** The provider-neutral view of a Messages request. */
function messagesView(body: Json): ConversationView {
  const tools = Array.isArray(body.tools) ? body.tools.map((t) => String((t as Json).name ?? '')).filter(Boolean) : [];
  const messages = Array.isArray(body.messages) ? (body.messages as Json[]) : [];
  const parts = (m: Json): Json[] => (Array.isArray(m.content) ? (m.content as Json[]) : [{ type: 'text', text: String(m.content ?? '') }]);
  const calledTools = messages
    .filter((m) => m.role === 'assistant')
    .flatMap(parts)
    .filter((p) => p.type === 'tool_use')
    .map((p) => String(p.name));
  const lastMsg = messages[messages.length - 1];
  let last: ConversationView['last'] = { kind: 'other' };
  if (lastMsg?.role === 'user') {
    const ps = parts(lastMsg);
    if (ps.some((p) => p.type === 'tool_result')) last = { kind: 'tool_results', names: [] };
    else
      last = {
        kind: 'user',
        text: ps
          .filter((p) => p.type === 'text')
          .map((p) => String(p.text))
          .join('\n'),
      };
  }
  return { tools, last, calledTools };
}

/** The TTL of a `cache_control` marker (`5m` when it names none), or null. */
function breakpointOf(v: unknown): string | null {
  const cc = v && typeof v === 'object' ? (v as Json).cache_control : undefined;
  if (!cc || typeof cc !== 'object') return null;
  const ttl = (cc as Json).ttl;
  return ttl === '1h' ? '1h' : '5m';
}

/** A Messages request as the prompt cache sees it: tools, system blocks, messages, in Anthropic's cache order, with their breakpoints. */
function messagesPrompt(body: Json): CachePrompt {
  const parts: CachePrompt['parts'] = [];
  const tools = Array.isArray(body.tools) ? (body.tools as Json[]) : [];
  tools.forEach((t) => parts.push({ text: cacheText(t), breakpoint: breakpointOf(t) }));
  const system = typeof body.system === 'string' ? [{ type: 'text', text: body.system }] : Array.isArray(body.system) ? (body.system as Json[]) : [];
  system.forEach((b) => parts.push({ text: cacheText(b), breakpoint: breakpointOf(b) }));
  const messages = Array.isArray(body.messages) ? (body.messages as Json[]) : [];
  for (const m of messages) {
    const blocks = Array.isArray(m.content) ? (m.content as Json[]) : [];
    const marks = [breakpointOf(m), ...blocks.map(breakpointOf)].filter((x): x is string => x !== null);
    parts.push({ text: cacheText(m), breakpoint: marks.includes('1h') ? '1h' : (marks[0] ?? null) });
  }
  return { parts };
}

/**
 * The Anthropic Messages API (`/v1/messages`, streaming and not): `x-api-key` and
 * `anthropic-version` checks, `max_tokens` required, scripted or default replies with `tool_use`
 * blocks, usage, extended thinking (`thinking.type` enabled/adaptive) reflected as a thinking block,
 * 429 `rate_limit_error` with `retry-after` and 529 `overloaded_error`, in Anthropic's error shape;
 * prompt caching as Anthropic does it: `cache_control {type: ephemeral, ttl}` breakpoints write the
 * prefix, a later request starting with it reads it (`cache_creation_input_tokens`,
 * `cache_read_input_tokens`, `cache_creation.ephemeral_5m/1h_input_tokens`; `input_tokens` is the rest).
 */
export function anthropicRouter(sim: SimRuntime): Router {
  const r = express.Router();
  r.use(express.json({ limit: '10mb' }));

  r.post('/messages', async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Json;
    const key = (req.header('x-api-key') ?? '').trim();
    const fp = keyFingerprint(key);
    const stream = body.stream === true;
    const model = typeof body.model === 'string' ? body.model : null;
    const record = (status: number) =>
      logRequest(sim, { provider: 'anthropic', api: 'messages', key_fingerprint: fp, key_suffix: key.slice(-4), model, stream, body, status });
    if (!keyAccepted(sim, 'anthropic', key)) {
      record(401);
      return anthropicError(res, 401, 'authentication_error', 'invalid x-api-key');
    }
    if (!req.header('anthropic-version')) {
      record(400);
      return anthropicError(res, 400, 'invalid_request_error', 'anthropic-version: header is required');
    }
    if (!model || typeof body.max_tokens !== 'number' || !Array.isArray(body.messages)) {
      record(400);
      const missing = !model ? 'model' : typeof body.max_tokens !== 'number' ? 'max_tokens' : 'messages';
      return anthropicError(res, 400, 'invalid_request_error', `${missing}: Field required`);
    }
    const thinkingType = (body.thinking as Json | undefined)?.type;
    const thinking = thinkingType === 'enabled' || thinkingType === 'adaptive';
    const step: Step = sim.scripts.next(fp) ?? defaultReply(messagesView(body));
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
      if (step.status === 429)
        return anthropicError(res, 429, 'rate_limit_error', step.message ?? 'Number of requests has exceeded your rate limit.', {
          'retry-after': String(step.retry_after ?? 1),
          'anthropic-ratelimit-requests-limit': '50',
          'anthropic-ratelimit-requests-remaining': '0',
        });
      if (step.status === 529 || step.status === 503) return anthropicError(res, 529, 'overloaded_error', step.message ?? 'Overloaded');
      if (step.status === 400) return anthropicError(res, 400, 'invalid_request_error', step.message ?? 'Invalid request.');
      return anthropicError(res, 500, 'api_error', step.message ?? 'Internal server error');
    }
    const content: Json[] = [];
    if (thinking) content.push({ type: 'thinking', thinking: 'Considering the request.', signature: `sig_${rid(32)}` });
    if (step.text) content.push({ type: 'text', text: step.text });
    if (step.type === 'tool_calls') for (const c of step.calls) content.push({ type: 'tool_use', id: `toolu_${rid()}`, name: c.name, input: c.arguments });
    const stop_reason = step.type === 'tool_calls' ? 'tool_use' : 'end_turn';
    const prompt = messagesPrompt(body);
    const cache = sim.cache.use(fp, prompt);
    const total = tokens(prompt.parts.map((p) => p.text).join(''));
    const output_tokens = tokens(JSON.stringify(content));
    const usage = {
      input_tokens: Math.max(0, total - cache.read - cache.written),
      output_tokens,
      cache_creation_input_tokens: cache.written,
      cache_read_input_tokens: cache.read,
      cache_creation: {
        ephemeral_5m_input_tokens: cache.ttl === '5m' ? cache.written : 0,
        ephemeral_1h_input_tokens: cache.ttl === '1h' ? cache.written : 0,
      },
    };
    const id = `msg_${rid()}`;
    logRequest(sim, { provider: 'anthropic', api: 'messages', key_fingerprint: fp, key_suffix: key.slice(-4), model, stream, body, status: 200, cache });
    res.setHeader('request-id', `req_${rid()}`);
    if (!stream) return res.json({ id, type: 'message', role: 'assistant', model, content, stop_reason, stop_sequence: null, usage });
    res.setHeader('content-type', 'text/event-stream');
    res.setHeader('cache-control', 'no-cache');
    const ev = (type: string, data: Json) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    ev('message_start', {
      message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } },
    });
    content.forEach((block, index) => {
      if (block.type === 'thinking') {
        ev('content_block_start', { index, content_block: { type: 'thinking', thinking: '', signature: '' } });
        ev('content_block_delta', { index, delta: { type: 'thinking_delta', thinking: block.thinking } });
        ev('content_block_delta', { index, delta: { type: 'signature_delta', signature: block.signature } });
      } else if (block.type === 'text') {
        ev('content_block_start', { index, content_block: { type: 'text', text: '' } });
        for (const piece of String(block.text).match(/.{1,16}/gs) ?? []) ev('content_block_delta', { index, delta: { type: 'text_delta', text: piece } });
      } else {
        ev('content_block_start', { index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
        ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
      }
      ev('content_block_stop', { index });
    });
    ev('message_delta', { delta: { stop_reason, stop_sequence: null }, usage: { output_tokens } });
    ev('message_stop', {});
    return res.end();
  });
  return r;
}
