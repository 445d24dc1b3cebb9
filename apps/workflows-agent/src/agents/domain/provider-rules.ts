/**
 * The provider model rules (spec 2.13, 7.7; decision 0731), pure: which settings a model accepts,
 * which it ignores, and what the agent then sends to the provider.
 */

/** A catalog model as the rules need it. */
export interface CatalogModel {
  id: string;
  provider: string;
  reasoning_model: boolean;
  /** disabled, manual, adaptive, always_adaptive. */
  thinking_mode: string;
  supports_custom_sampling: boolean;
  supported_reasoning_efforts: string[];
  default_reasoning_effort: string | null;
  /** chat_completions, responses, messages. */
  api_surface: string;
  supports_tool_only_delivery: boolean;
  /** Prompt cache TTLs the model takes (`5m`, `1h`) and the one its calls carry by default (spec 2.13). */
  supported_prompt_cache_ttls: string[];
  default_prompt_cache_ttl: string;
  input_usd_per_mtok: number;
  output_usd_per_mtok: number;
}

/** Message delivery modes of an agent (capabilities §2.1). */
export const DELIVERY_MODES = ['auto_send_assistant_text', 'tool_only'] as const;
/** A delivery mode. */
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** What the caller asked for. */
export interface RequestedModelSettings {
  temperature?: number;
  reasoning_effort?: string;
  message_delivery_mode: DeliveryMode;
  /** A prompt cache TTL the agent asks for instead of the model's default. */
  prompt_cache_ttl?: string;
}

/** A rule broken: the field it concerns and a message for the client. */
export interface RuleViolation {
  field: 'provider_model' | 'reasoning_effort' | 'temperature' | 'prompt_cache_ttl';
  message: string;
}

/** Settings to send to the provider, with what was changed said in `warnings`. */
export interface EffectiveModelSettings {
  temperature?: number;
  reasoning_effort?: string;
  /** Extended thinking on (Anthropic manual/adaptive, OpenAI reasoning models). */
  thinking: boolean;
  /** Forced tool choice (`required` / `any`): tool-only delivery. */
  force_tool_choice: boolean;
  /** The prompt cache TTL the calls carry (decision 0738). */
  prompt_cache_ttl: string;
  warnings: string[];
}

/** Thinking budget (tokens) of Anthropic models with manual thinking, per effort. */
export const THINKING_BUDGETS: Record<string, number> = { minimal: 1024, low: 2048, medium: 4096, high: 8192 };

/**
 * Applies the rules: tool-only delivery needs a model that supports it (violation on
 * `provider_model`); a reasoning effort must be one the model lists (violation on
 * `reasoning_effort`; models without efforts accept none, except manual-thinking models, whose effort
 * turns thinking on with a budget); sampling parameters (temperature) are ignored — and a warning
 * says so — while extended thinking is active or when the model takes no custom sampling; a prompt
 * cache TTL must be one the model supports (violation on `prompt_cache_ttl`), else the model's default.
 */
export function applyModelRules(
  model: CatalogModel,
  req: RequestedModelSettings,
): { ok: true; settings: EffectiveModelSettings } | { ok: false; violation: RuleViolation } {
  const toolOnly = req.message_delivery_mode === 'tool_only';
  if (req.prompt_cache_ttl !== undefined && !model.supported_prompt_cache_ttls.includes(req.prompt_cache_ttl))
    return {
      ok: false,
      violation: { field: 'prompt_cache_ttl', message: `prompt_cache_ttl must be one of ${model.supported_prompt_cache_ttls.join(', ')} for ${model.id}` },
    };
  if (toolOnly && !model.supports_tool_only_delivery) {
    return {
      ok: false,
      violation: {
        field: 'provider_model',
        message: `provider_model ${model.id} cannot be used with message_delivery_mode tool_only (it cannot be required to call a tool while its thinking is on); choose another model or auto_send_assistant_text`,
      },
    };
  }
  if (req.temperature !== undefined && (!Number.isFinite(req.temperature) || req.temperature < 0 || req.temperature > 2)) {
    return { ok: false, violation: { field: 'temperature', message: 'temperature must be a number from 0 to 2' } };
  }
  const warnings: string[] = [];
  let effort: string | undefined;
  let thinking: boolean;
  if (model.thinking_mode === 'manual') {
    // Thinking is opt-in: an effort turns it on (not in tool-only mode, which forces tool choice).
    if (req.reasoning_effort !== undefined && !(req.reasoning_effort in THINKING_BUDGETS)) {
      return {
        ok: false,
        violation: { field: 'reasoning_effort', message: `reasoning_effort must be one of ${Object.keys(THINKING_BUDGETS).join(', ')} for ${model.id}` },
      };
    }
    effort = toolOnly ? undefined : req.reasoning_effort;
    if (toolOnly && req.reasoning_effort !== undefined) warnings.push('reasoning_effort ignored: extended thinking stays off in tool_only delivery');
    thinking = effort !== undefined;
  } else {
    if (req.reasoning_effort !== undefined && !model.supported_reasoning_efforts.includes(req.reasoning_effort)) {
      const allowed = model.supported_reasoning_efforts;
      return {
        ok: false,
        violation: {
          field: 'reasoning_effort',
          message: allowed.length
            ? `reasoning_effort must be one of ${allowed.join(', ')} for ${model.id}`
            : `${model.id} takes no reasoning_effort (its thinking is ${model.thinking_mode})`,
        },
      };
    }
    effort = req.reasoning_effort ?? model.default_reasoning_effort ?? undefined;
    thinking = model.thinking_mode === 'adaptive' || model.thinking_mode === 'always_adaptive';
  }
  let temperature = req.temperature;
  if (temperature !== undefined && thinking) {
    warnings.push(`temperature ignored: sampling parameters are ignored while extended thinking is active on ${model.id}`);
    temperature = undefined;
  } else if (temperature !== undefined && !model.supports_custom_sampling) {
    warnings.push(`temperature ignored: ${model.id} does not support custom sampling`);
    temperature = undefined;
  }
  return {
    ok: true,
    settings: {
      temperature,
      reasoning_effort: effort,
      thinking,
      force_tool_choice: toolOnly,
      prompt_cache_ttl: req.prompt_cache_ttl ?? model.default_prompt_cache_ttl,
      warnings,
    },
  };
}

/** Cost in US dollars of one call at the model's prices. */
export function costOf(model: Pick<CatalogModel, 'input_usd_per_mtok' | 'output_usd_per_mtok'>, inputTokens: number, outputTokens: number): number {
  return Math.round(((inputTokens * model.input_usd_per_mtok + outputTokens * model.output_usd_per_mtok) / 1_000_000) * 1e6) / 1e6;
}
