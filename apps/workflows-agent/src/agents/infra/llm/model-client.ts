import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, generateText, jsonSchema, tool, type JSONValue, type LanguageModel, type ModelMessage, type ToolSet } from 'ai';
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
  usage: { input: number; output: number; reasoning: number };
}

/** Why a model call failed for good; `code` is the run's error code. */
export class ModelCallError extends Error {
  /** provider_rate_limited, provider_overloaded, provider_auth, provider_error, provider_timeout, cancelled. */
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

const RETRY_STATUSES = new Set([408, 409, 429, 500, 502, 503, 504, 529]);

/** Seconds of a Retry-After header (seconds or HTTP date), or undefined. */
function retryAfterMs(headers: Record<string, string> | undefined, now: number): number | undefined {
  const v = headers?.['retry-after'] ?? headers?.['Retry-After'];
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

/**
 * Calls language models through the `ai` SDK's OpenAI and Anthropic providers at the configured
 * base URLs (decision 0732): one step per call (the agent loop runs the tools itself), sampling and
 * reasoning as the model rules decided, forced tool choice in tool-only delivery. 429, 5xx and 529
 * are retried with exponential backoff (or the provider's Retry-After, at most 30 s); a persistent
 * one fails with a {@link ModelCallError} naming the cause. Keys are used, never logged.
 */
export class LlmClient {
  constructor(private readonly cfg: LlmClientConfig) {}

  private model(settings: RunSettings, apiKey: string): LanguageModel {
    if (settings.provider === 'anthropic') return createAnthropic({ apiKey, baseURL: this.cfg.anthropicBaseUrl })(settings.provider_model);
    const openai = createOpenAI({ apiKey, baseURL: this.cfg.openaiBaseUrl });
    return settings.api_surface === 'responses' ? openai.responses(settings.provider_model) : openai.chat(settings.provider_model);
  }

  private providerOptions(settings: RunSettings): Record<string, Record<string, JSONValue>> {
    if (settings.provider === 'anthropic') {
      if (!settings.thinking) return {};
      const budget = settings.reasoning_effort ? THINKING_BUDGETS[settings.reasoning_effort] : undefined;
      return { anthropic: { thinking: budget ? { type: 'enabled', budgetTokens: budget } : { type: 'adaptive' } } };
    }
    const o: Record<string, JSONValue> = {};
    if (settings.reasoning_effort) o.reasoningEffort = settings.reasoning_effort;
    if (settings.api_surface === 'responses') o.store = false;
    return { openai: o };
  }

  /** One model call with retries; `signal` aborts it (cancel, pause). */
  async call(input: {
    settings: RunSettings;
    apiKey: string;
    system?: string;
    messages: ModelMessage[];
    tools: Record<string, ToolSpec>;
    signal: AbortSignal;
  }): Promise<ModelAnswer> {
    const tools: ToolSet = {};
    for (const [name, spec] of Object.entries(input.tools))
      tools[name] = tool({ description: spec.description, inputSchema: jsonSchema(spec.inputSchema as never) });
    const s = input.settings;
    let attempt = 0;
    for (;;) {
      attempt += 1;
      const signal = AbortSignal.any([input.signal, AbortSignal.timeout(this.cfg.timeoutMs)]);
      try {
        const out = await generateText({
          model: this.model(s, input.apiKey),
          system: input.system,
          messages: input.messages,
          tools,
          toolChoice: s.force_tool_choice && Object.keys(tools).length ? 'required' : 'auto',
          ...(s.temperature === undefined ? {} : { temperature: s.temperature }),
          maxOutputTokens: s.max_tokens,
          providerOptions: this.providerOptions(s),
          maxRetries: 0,
          abortSignal: signal,
        });
        const message = out.response.messages.find((m) => m.role === 'assistant') ?? { role: 'assistant' as const, content: out.text };
        return {
          text: out.text,
          toolCalls: out.toolCalls.map((c) => ({ tool_call_id: c.toolCallId, tool_name: c.toolName, arguments: (c.input ?? {}) as Record<string, unknown> })),
          message: JSON.parse(JSON.stringify(message)) as ModelMessage,
          usage: { input: out.usage.inputTokens ?? 0, output: out.usage.outputTokens ?? 0, reasoning: out.usage.reasoningTokens ?? 0 },
        };
      } catch (err) {
        if (input.signal.aborted) throw new ModelCallError('cancelled', 'the model call was stopped', attempt);
        const status = APICallError.isInstance(err) ? err.statusCode : undefined;
        const timedOut = !APICallError.isInstance(err) && signal.aborted;
        const retryable = status === undefined ? true : RETRY_STATUSES.has(status);
        if (status === 401 || status === 403)
          throw new ModelCallError(
            'provider_auth',
            `the ${s.provider} provider refused the API key (HTTP ${status}); set a valid key with PUT /agent/provider_keys/${s.provider}`,
            attempt,
          );
        if (!retryable || attempt > this.cfg.maxRetries) throw this.finalError(s.provider, status, timedOut, err, attempt);
        const wait = Math.min(
          30_000,
          retryAfterMs(APICallError.isInstance(err) ? err.responseHeaders : undefined, Date.now()) ?? this.cfg.retryBaseMs * 2 ** (attempt - 1),
        );
        await sleep(Math.max(wait, this.cfg.retryBaseMs), input.signal);
        if (input.signal.aborted) throw new ModelCallError('cancelled', 'the model call was stopped', attempt);
      }
    }
  }

  private finalError(provider: string, status: number | undefined, timedOut: boolean, err: unknown, attempts: number): ModelCallError {
    const tries = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
    if (status === 429)
      return new ModelCallError('provider_rate_limited', `the ${provider} provider kept answering 429 (rate limited) after ${tries}`, attempts);
    if (status === 529 || status === 503)
      return new ModelCallError('provider_overloaded', `the ${provider} provider kept answering ${status} (overloaded) after ${tries}`, attempts);
    if (timedOut) return new ModelCallError('provider_timeout', `the ${provider} provider did not answer in time after ${tries}`, attempts);
    if (status !== undefined) {
      const type = APICallError.isInstance(err) ? providerErrorType(err.responseBody) : undefined;
      return new ModelCallError('provider_error', `the ${provider} provider answered HTTP ${status}${type ? ` (${type})` : ''} after ${tries}`, attempts);
    }
    return new ModelCallError('provider_error', `the ${provider} provider could not be reached after ${tries}`, attempts);
  }
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
