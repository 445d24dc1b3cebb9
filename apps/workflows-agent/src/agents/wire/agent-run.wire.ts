import { z } from 'zod';
import { toStruct, type workflowsAgent } from '@platform/contracts';
import type { RunRow, StepRow } from '../infra/db/agent-runs.repository';

const iso = (d: Date | string | null): string | undefined => (d ? new Date(d).toISOString() : undefined);
const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** Token counts and cost → the public AgentUsage (total = input + output). */
function agentUsageToWire(input: number, output: number, reasoning: number, cost: number): workflowsAgent.AgentUsage {
  return {
    input_tokens: input,
    output_tokens: output,
    reasoning_tokens: reasoning,
    total_tokens: input + output,
    cost_usd: cost,
  };
}

/** A run row → the public AgentRun (no secrets: tool headers and keys never leave the service). */
export function agentRunToWire(r: RunRow): workflowsAgent.AgentRun {
  const s = r.settings;
  return {
    id: r.id,
    status: r.status,
    prompt: r.prompt,
    conversation_id: opt(r.conversation_id),
    metadata: toStruct(r.metadata ?? {}),
    agent: {
      provider_model: s.provider_model,
      provider: s.provider,
      system_prompt: s.system_prompt,
      temperature: s.temperature,
      reasoning_effort: s.reasoning_effort,
      max_iterations: s.max_iterations,
      max_tokens: s.max_tokens,
      token_budget: s.token_budget,
      timeout_seconds: s.timeout_seconds,
      message_delivery_mode: s.message_delivery_mode,
      prompt_cache_ttl: s.prompt_cache_ttl,
      tools: [
        ...r.tools.builtin,
        ...r.tools.webhooks.map((t) => t.name),
        ...r.tools.integrations.map((t) => t.name),
        ...(r.tools.functions ?? []).map((t) => t.name),
      ],
      approval_required_tools: r.tools.approval,
    },
    pending_tool_call: r.pending_tool_call
      ? { tool_call_id: r.pending_tool_call.tool_call_id, tool_name: r.pending_tool_call.tool_name, arguments: toStruct(r.pending_tool_call.arguments ?? {}) }
      : undefined,
    result: opt(r.result),
    error: r.error_code ? { code: r.error_code, message: r.error_message ?? '' } : undefined,
    usage: agentUsageToWire(r.input_tokens, r.output_tokens, r.reasoning_tokens, r.cost_usd),
    warnings: r.warnings,
    iterations: r.iterations,
    workflow_execution_id: opt(r.workflow_execution_id),
    phone_number_id: opt(r.phone_number_id),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
    request_id: r.request_id ?? undefined,
  };
}

/** The prompt cache tokens a model step recorded (absent on steps stored before, decision 0738). */
const CacheUsageSchema = z
  .object({ cache_read_input_tokens: z.number().int().min(0).optional(), cache_write_input_tokens: z.number().int().min(0).optional() })
  .catch({});
const cacheUsageOf = (result: unknown) => CacheUsageSchema.parse(result ?? {});

/** A step row → the public AgentRunStep (a model step without its raw provider message). */
export function agentRunStepToWire(s: StepRow): workflowsAgent.AgentRunStep {
  const result = s.kind === 'model' ? undefined : s.result;
  return {
    index: s.index,
    kind: s.kind,
    status: s.status,
    text: opt(s.text),
    tool_calls: (s.tool_calls ?? []).map((c) => ({ tool_call_id: c.tool_call_id, tool_name: c.tool_name, arguments: toStruct(c.arguments ?? {}) })),
    tool_call_id: opt(s.tool_call_id),
    tool_name: opt(s.tool_name),
    result:
      result === null || result === undefined
        ? undefined
        : toStruct(typeof result === 'object' && !Array.isArray(result) ? (result as object) : { value: result }),
    usage:
      s.kind === 'model'
        ? { ...agentUsageToWire(s.input_tokens ?? 0, s.output_tokens ?? 0, s.reasoning_tokens ?? 0, s.cost_usd ?? 0), ...cacheUsageOf(s.result) }
        : undefined,
    created_at: iso(s.created_at)!,
  };
}
