import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import {
  APICallError,
  NoObjectGeneratedError,
  Output,
  generateText,
  jsonSchema,
  tool,
  wrapLanguageModel,
  type JSONValue,
  type LanguageModelMiddleware,
  type LanguageModelUsage,
  type ModelMessage,
  type SystemModelMessage,
  type ToolSet,
} from 'ai';
import type { z } from 'zod';
import type { RunSettings, StoredToolCall } from '../db/agent-runs.repository';
import { THINKING_BUDGETS } from '../../domain/provider-rules';

/** A tool as the model sees it. */
export interface ToolSpec {
  description: string;
  inputSchema: Record<string, unknown>;
}

/** One model call's answer. */
export interface ModelAnswer {
  text: string;
  toolCalls: StoredToolCall[];
  /** The assistant message exactly as the SDK builds it (reasoning with signatures, tool calls), kept to replay the context. */
  message: ModelMessage;
  /** Tokens: input (cache reads and writes included), output, reasoning; of the input, read from and written to the provider's prompt cache. */
  usage: { input: number; output: number; reasoning: number; cacheRead: number; cacheWrite: number };
}

/**
 * Why a model call failed for good; `code` is the run's (or the workflow step's) error code, the same
 * names everywhere (decision 0737): `provider_unreachable` (no answer: connection refused or cut),
 * `provider_timeout` (no answer in time), `provider_rate_limited` (429), `provider_overloaded`
 * (503/529), `provider_error` (another 5xx), `provider_request_refused` (another 4xx, not retried),
 * `provider_auth` (401/403), `provider_invalid_response` (an answer the SDK cannot read, not retried),
 * `cancelled`.
 */
export class ModelCallError extends Error {
  /** One of the codes above. */
  readonly code: string;
  /** Attempts made. */
  readonly attempts: number;

  /** Builds the error. */
  constructor(code: string, message: string, attempts: number) {
    super(message);
    this.name = 'ModelCallError';
    this.code = code;
    this.attempts = attempts;
  }
}

/** Where the providers are and how calls are retried. */
export interface LlmClientConfig {
  openaiBaseUrl: string;
  anthropicBaseUrl: string;
  maxRetries: number;
  retryBaseMs: number;
  timeoutMs: number;
}

/** Statuses that are a transport failure (retried): timeouts, conflicts, rate limits, server errors, overload. */
const RETRY_STATUSES = new Set([408, 409, 429, 500, 502, 503, 504, 529]);
/** The longest wait a retry honours; a provider asking longer fails the call at once (waiting less would ignore it). */
export const MAX_RETRY_WAIT_MS = 30_000;

/** Milliseconds a provider asks to wait: `retry-after-ms` (OpenAI), else `retry-after` (seconds or an HTTP date); undefined when neither. */
export function retryAfterMs(headers: Record<string, string> | undefined, now: number): number | undefined {
  const get = (name: string) => Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];
  const ms = Number(get('retry-after-ms'));
  if (get('retry-after-ms') && Number.isFinite(ms)) return Math.max(0, ms);
  const v = get('retry-after');
  if (!v) return undefined;
  const s = Number(v);
  if (Number.isFinite(s)) return Math.max(0, s * 1000);
  const t = Date.parse(v);
  return Number.isFinite(t) ? Math.max(0, t - now) : undefined;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

/** What one model call asks for, beside the conversation. */
interface CallInput {
  settings: RunSettings;
  apiKey: string;
  system?: string;
  messages: ModelMessage[];
  /**
   * Names the conversation's stable prefix for prompt caching (decision 0738): OpenAI's
   * `prompt_cache_key`; Anthropic's cache breakpoints carry `settings.prompt_cache_ttl` instead.
   */
  cacheKey?: string;
  signal: AbortSignal;
}

/** How one failed attempt is read: a transport failure worth another attempt, or a final error. */
type AttemptFailure = { retry: true; waitMs?: number } | { retry: false; error: ModelCallError };

/**
 * Calls language models through the `ai` SDK's OpenAI and Anthropic providers at the configured
 * base URLs (decision 0732): one step per call (the agent loop runs the tools itself), sampling and
 * reasoning as the model rules decided, forced tool choice in tool-only delivery, prompt caching as
 * the catalog says (decision 0738). Only transport failures are retried (decision 0737): no answer
 * (connection failed, timeout), 429 and 5xx/529, waiting the provider's Retry-After (at most 30 s)
 * or exponential backoff; an answer, even a wrong one, is returned or refused at once, never asked
 * again. A persistent failure throws a {@link ModelCallError} naming the cause. Keys are used, never logged.
 */
export class LlmClient {
  constructor(private readonly cfg: LlmClientConfig) {}

  private model(settings: RunSettings, apiKey: string): ProviderModel {
    if (settings.provider === 'anthropic') return createAnthropic({ apiKey, baseURL: this.cfg.anthropicBaseUrl })(settings.provider_model);
    const openai = createOpenAI({ apiKey, baseURL: this.cfg.openaiBaseUrl });
    return settings.api_surface === 'responses' ? openai.responses(settings.provider_model) : openai.chat(settings.provider_model);
  }

  private providerOptions(settings: RunSettings, cacheKey: string | undefined): Record<string, Record<string, JSONValue>> {
    if (settings.provider === 'anthropic') {
      if (!settings.thinking) return {};
      const budget = settings.reasoning_effort ? THINKING_BUDGETS[settings.reasoning_effort] : undefined;
      return { anthropic: { thinking: budget ? { type: 'enabled', budgetTokens: budget } : { type: 'adaptive' } } };
    }
    const o: Record<string, JSONValue> = {};
    if (settings.reasoning_effort) o.reasoningEffort = settings.reasoning_effort;
    if (settings.api_surface === 'responses') o.store = false;
    if (cacheKey && settings.prompt_cache_ttl) o.promptCacheKey = cacheKey;
    return { openai: o };
  }

  /**
   * The system prompt and the messages as sent. On Anthropic with a cache TTL, the system prompt and
   * the last message carry `cache_control {type: ephemeral, ttl}`: the prefix up to there is written to
   * the cache and read back by the next call of the same conversation (an agent loop's next iteration).
   */
  private prompt(
    settings: RunSettings,
    system: string | undefined,
    messages: ModelMessage[],
  ): { system?: string | SystemModelMessage; messages: ModelMessage[] } {
    const ttl = settings.prompt_cache_ttl;
    if (settings.provider !== 'anthropic' || !ttl) return { system, messages };
    const cacheControl = { anthropic: { cacheControl: { type: 'ephemeral', ttl } } };
    return {
      ...(system ? { system: { role: 'system' as const, content: system, providerOptions: cacheControl } } : {}),
      messages: messages.map((m, i) =>
        i === messages.length - 1 ? ({ ...m, providerOptions: { ...m.providerOptions, ...cacheControl } } as ModelMessage) : m,
      ),
    };
  }

  /**
   * One model call with retries of transport failures; `signal` aborts it (cancel, pause). With
   * forced tool choice the provider is asked for a tool call (`tool_choice: required`), but an answer
   * without one is returned as it is (text, usage) for the caller to judge: the SDK's own check would
   * throw it away, usage and all, as if the provider had failed.
   */
  async call(input: CallInput & { tools: Record<string, ToolSpec> }): Promise<ModelAnswer> {
    const tools: ToolSet = {};
    for (const [name, spec] of Object.entries(input.tools))
      tools[name] = tool({ description: spec.description, inputSchema: jsonSchema(spec.inputSchema as never) });
    const s = input.settings;
    const forced = s.force_tool_choice && Object.keys(tools).length > 0;
    const model = this.model(s, input.apiKey);
    const out = await this.attempts(s, input.signal, (signal) =>
      generateText({
        model: forced ? wrapLanguageModel({ model, middleware: FORCE_TOOL_CALL }) : model,
        ...this.prompt(s, input.system, input.messages),
        tools,
        toolChoice: 'auto',
        ...(s.temperature === undefined ? {} : { temperature: s.temperature }),
        maxOutputTokens: s.max_tokens,
        providerOptions: this.providerOptions(s, input.cacheKey),
        maxRetries: 0,
        abortSignal: signal,
      }),
    );
    const message = out.response.messages.find((m) => m.role === 'assistant') ?? { role: 'assistant' as const, content: out.text };
    return {
      text: out.text,
      toolCalls: out.toolCalls.map((c) => ({ tool_call_id: c.toolCallId, tool_name: c.toolName, arguments: (c.input ?? {}) as Record<string, unknown> })),
      message: JSON.parse(JSON.stringify(message)) as ModelMessage,
      usage: usageOf(out.usage),
    };
  }

  /**
   * One structured answer (the SDK's structured output, `Output.object` with `schema`): the object
   * the model wrote, validated, with usage. An answer that is not such an object throws
   * {@link UnreadableAnswerError} (not retried: asking again would bill another call for the same
   * prompt); transport failures are retried as in {@link call}.
   */
  async structured<T>(input: CallInput & { schema: z.ZodType<T> }): Promise<{ object: T; usage: ModelAnswer['usage'] }> {
    const s = input.settings;
    try {
      const out = await this.attempts(s, input.signal, (signal) =>
        generateText({
          model: this.model(s, input.apiKey),
          ...this.prompt(s, input.system, input.messages),
          output: Output.object({ schema: input.schema }),
          ...(s.temperature === undefined ? {} : { temperature: s.temperature }),
          maxOutputTokens: s.max_tokens,
          providerOptions: this.providerOptions(s, input.cacheKey),
          maxRetries: 0,
          abortSignal: signal,
        }),
      );
      return { object: out.output as T, usage: usageOf(out.usage) };
    } catch (err) {
      if (NoObjectGeneratedError.isInstance(err))
        throw new UnreadableAnswerError(
          err.text?.trim() ? 'the model’s answer is not the object asked for' : 'the model gave an empty answer',
          err.usage ? usageOf(err.usage) : { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0 },
        );
      throw err;
    }
  }

  /** Runs `attempt` until it answers, retrying transport failures only; throws {@link ModelCallError}. */
  private async attempts<R>(s: RunSettings, stop: AbortSignal, attempt: (signal: AbortSignal) => Promise<R>): Promise<R> {
    for (let n = 1; ; n++) {
      const signal = AbortSignal.any([stop, AbortSignal.timeout(this.cfg.timeoutMs)]);
      try {
        return await attempt(signal);
      } catch (err) {
        if (stop.aborted) throw new ModelCallError('cancelled', 'the model call was stopped', n);
        if (NoObjectGeneratedError.isInstance(err)) throw err;
        const failure = this.classify(s.provider, err, signal.aborted, n);
        if (!failure.retry) throw failure.error;
        const wait = failure.waitMs ?? this.cfg.retryBaseMs * 2 ** (n - 1);
        if (n > this.cfg.maxRetries || wait > MAX_RETRY_WAIT_MS) throw this.exhausted(s.provider, err, signal.aborted, n, wait);
        await sleep(Math.max(wait, failure.waitMs === undefined ? this.cfg.retryBaseMs : 0), stop);
        if (stop.aborted) throw new ModelCallError('cancelled', 'the model call was stopped', n);
      }
    }
  }

  /** Reads one failed attempt: transport failures are retried (with the provider's wait), anything else ends the call. */
  private classify(provider: string, err: unknown, timedOut: boolean, n: number): AttemptFailure {
    const tries = `${n} attempt${n === 1 ? '' : 's'}`;
    if (APICallError.isInstance(err)) {
      const status = err.statusCode;
      if (status === undefined) return { retry: true };
      if (status === 401 || status === 403)
        return {
          retry: false,
          error: new ModelCallError(
            'provider_auth',
            `the ${provider} provider refused the API key (HTTP ${status}); set a valid key with PUT /agent/provider_keys/${provider}`,
            n,
          ),
        };
      if (RETRY_STATUSES.has(status)) return { retry: true, waitMs: retryAfterMs(err.responseHeaders, Date.now()) };
      const type = providerErrorType(err.responseBody);
      return {
        retry: false,
        error: new ModelCallError('provider_request_refused', `the ${provider} provider refused the request: HTTP ${status}${type ? ` (${type})` : ''}`, n),
      };
    }
    if (timedOut) return { retry: true };
    // An answer came but the SDK cannot read it (a body that is not the provider's format): asking again bills again.
    return { retry: false, error: new ModelCallError('provider_invalid_response', `the ${provider} provider answered something unreadable after ${tries}`, n) };
  }

  /** The error of a transport failure that persisted (or asked to wait longer than {@link MAX_RETRY_WAIT_MS}). */
  private exhausted(provider: string, err: unknown, timedOut: boolean, attempts: number, wait: number): ModelCallError {
    const tries = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
    const status = APICallError.isInstance(err) ? err.statusCode : undefined;
    const tooLong = wait > MAX_RETRY_WAIT_MS ? `; it asked to wait ${Math.ceil(wait / 1000)} s, more than the ${MAX_RETRY_WAIT_MS / 1000} s a call waits` : '';
    if (status === 429)
      return new ModelCallError('provider_rate_limited', `the ${provider} provider answered 429 (rate limited) after ${tries}${tooLong}`, attempts);
    if (status === 529 || status === 503)
      return new ModelCallError('provider_overloaded', `the ${provider} provider answered ${status} (overloaded) after ${tries}${tooLong}`, attempts);
    if (status !== undefined) {
      const type = APICallError.isInstance(err) ? providerErrorType(err.responseBody) : undefined;
      return new ModelCallError(
        'provider_error',
        `the ${provider} provider answered HTTP ${status}${type ? ` (${type})` : ''} after ${tries}${tooLong}`,
        attempts,
      );
    }
    if (timedOut) return new ModelCallError('provider_timeout', `the ${provider} provider did not answer in time after ${tries}`, attempts);
    return new ModelCallError('provider_unreachable', `the ${provider} provider could not be reached (no answer) after ${tries}`, attempts);
  }
}

/** A structured answer the model gave that is empty or not the object asked for; its usage is billed all the same. */
export class UnreadableAnswerError extends Error {
  /** The tokens the unreadable answer used. */
  readonly usage: ModelAnswer['usage'];

  /** Builds the error. */
  constructor(message: string, usage: ModelAnswer['usage']) {
    super(message);
    this.name = 'UnreadableAnswerError';
    this.usage = usage;
  }
}

/** A provider's model object (what wrapLanguageModel wraps). */
type ProviderModel = Parameters<typeof wrapLanguageModel>[0]['model'];

/** Sends `tool_choice: required` to the provider while the SDK call itself stays `auto` (its check would discard a text answer). */
const FORCE_TOOL_CALL: LanguageModelMiddleware = {
  specificationVersion: 'v3',
  transformParams: async ({ params }) => (params.tools?.length ? { ...params, toolChoice: { type: 'required' } } : params),
};

/** The SDK's usage as the platform counts it (cache reads and writes are part of the input tokens). */
function usageOf(u: LanguageModelUsage): ModelAnswer['usage'] {
  return {
    input: u.inputTokens ?? 0,
    output: u.outputTokens ?? 0,
    reasoning: u.reasoningTokens ?? 0,
    cacheRead: u.inputTokenDetails?.cacheReadTokens ?? 0,
    cacheWrite: u.inputTokenDetails?.cacheWriteTokens ?? 0,
  };
}

/** The provider's error type (`invalid_request_error`, ...) from its error body; never its message (it may quote keys). */
function providerErrorType(body: string | undefined): string | undefined {
  try {
    const j = JSON.parse(body ?? '') as { error?: { type?: unknown; code?: unknown } };
    const t = j.error?.code ?? j.error?.type;
    return typeof t === 'string' && /^[a-z_]{1,64}$/.test(t) ? t : undefined;
  } catch {
    return undefined;
  }
}
