/**
 * Agent settings as clients give them (agent runs' `agent` object, workflow agent nodes' config),
 * validated here, pure (decision 0732).
 */
import { z } from 'zod';
import { maxChars, withMaxChars } from '../../workflows/domain/chars';
import { DELIVERY_MODES } from './provider-rules';

/** Built-in tools (capabilities §2.1); `enter_waiting` only in workflow agent nodes. */
export const BUILTIN_TOOLS = [
  'send_notification_to_user',
  'send_media',
  'get_whatsapp_context',
  'get_execution_metadata',
  'get_current_datetime',
  'save_variable',
  'get_variable',
  'complete_task',
  'handoff_to_human',
  'enter_waiting',
] as const;
/** A built-in tool name. */
export type BuiltinTool = (typeof BUILTIN_TOOLS)[number];

/** Built-in tools always offered (the loop cannot end without them). */
export const REQUIRED_TOOLS: readonly BuiltinTool[] = ['complete_task', 'handoff_to_human'];

/** Built-in tools offered when `enabled_default_tools` is not given. */
export const DEFAULT_TOOLS: readonly BuiltinTool[] = [
  'send_notification_to_user',
  'get_whatsapp_context',
  'get_execution_metadata',
  'get_current_datetime',
  'save_variable',
  'get_variable',
  'complete_task',
  'handoff_to_human',
];

const toolName = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/, 'must be a tool name (a letter, then letters, digits, "_" or "-"; at most 64)')
  .refine((n) => !(BUILTIN_TOOLS as readonly string[]).includes(n), 'must not be the name of a built-in tool');
const description = withMaxChars(z.string().min(1), 1024);
/** A JSON Schema object of a tool's input (an object schema). */
const inputSchema = z
  .record(z.unknown())
  .refine((s) => s.type === undefined || s.type === 'object', 'must be a JSON Schema of type object')
  .refine((s) => JSON.stringify(s).length <= 16_384, 'must be at most 16 KiB');

/** The fields every tool kind starts with (its name and description) and ends with (input schema, approval), in this order. */
const toolHead = { name: toolName, description };
const toolTail = { input_schema: inputSchema.optional(), requires_approval: z.boolean().default(false) };

/** A webhook tool: the agent's arguments are sent as the JSON body (SSRF policy on the URL). */
export const WebhookToolSchema = z
  .object({
    ...toolHead,
    url: withMaxChars(z.string().url(), 2048),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).default('POST'),
    headers: z
      .record(maxChars(4096))
      .refine((h) => Object.keys(h).length <= 20, 'at most 20 headers')
      .default({}),
    ...toolTail,
  })
  .strict();
/** A webhook tool definition. */
export type WebhookTool = z.infer<typeof WebhookToolSchema>;

/** An integration tool: the agent's arguments are the integration's inputs (source `agent`). */
export const IntegrationToolSchema = z.object({ ...toolHead, integration_id: z.string().uuid(), ...toolTail }).strict();
/** An integration tool definition. */
export type IntegrationTool = z.infer<typeof IntegrationToolSchema>;

/** A function tool: the project's function (flows) runs with `{ input, agent_run }` as its body. */
export const FunctionToolSchema = z.object({ ...toolHead, function_id: z.string().uuid(), ...toolTail }).strict();
/** A function tool definition. */
export type FunctionTool = z.infer<typeof FunctionToolSchema>;

/** The agent settings of a run or node. */
export const AgentConfigSchema = z
  .object({
    provider_model: withMaxChars(z.string().min(1), 100).optional(),
    system_prompt: maxChars(50_000).optional(),
    temperature: z.number().min(0).max(2).optional(),
    reasoning_effort: withMaxChars(z.string().min(1), 32).optional(),
    /** The prompt cache TTL of the calls (spec 2.13 `supported_prompt_cache_ttls`); the model's default when absent. */
    prompt_cache_ttl: z.enum(['5m', '1h']).optional(),
    max_iterations: z.number().int().min(1).max(200).default(20),
    /** Output tokens of one model call. */
    max_tokens: z.number().int().min(16).max(64_000).default(8192),
    /** Tokens (input + output) of the whole run. */
    token_budget: z.number().int().min(100).max(10_000_000).default(500_000),
    timeout_seconds: z.number().int().min(1).max(86_400).default(900),
    message_delivery_mode: z.enum(DELIVERY_MODES).default('auto_send_assistant_text'),
    enabled_default_tools: z.array(z.enum(BUILTIN_TOOLS)).max(BUILTIN_TOOLS.length).optional(),
    webhook_tools: z.array(WebhookToolSchema).max(32).default([]),
    integration_tools: z.array(IntegrationToolSchema).max(32).default([]),
    function_tools: z.array(FunctionToolSchema).max(32).default([]),
    /** Tools (built-in or own) that stop the run at waiting_for_approval before they run. */
    approval_required_tools: z
      .array(withMaxChars(z.string().min(1), 64))
      .max(64)
      .default([]),
  })
  .strict();
/** Validated agent settings. */
export type AgentConfig = z.infer<typeof AgentConfigSchema>;

/** The tools of an agent: built-in names, own tools by name, and which need approval. */
export interface ToolSet {
  builtin: BuiltinTool[];
  webhooks: WebhookTool[];
  integrations: IntegrationTool[];
  functions: FunctionTool[];
  approval: string[];
}

/**
 * Resolves the tool set: the enabled built-ins (defaults when not given; complete_task and
 * handoff_to_human always; enter_waiting only in workflow nodes; tool-only delivery adds
 * send_notification_to_user), own tools with unique names, approval names that exist.
 */
export function resolveTools(
  cfg: AgentConfig,
  ctx: { workflowNode: boolean },
): { ok: true; tools: ToolSet } | { ok: false; field: string; path?: (string | number)[]; message: string } {
  const builtin = new Set<BuiltinTool>(cfg.enabled_default_tools ?? DEFAULT_TOOLS);
  for (const t of REQUIRED_TOOLS) builtin.add(t);
  if (cfg.message_delivery_mode === 'tool_only') builtin.add('send_notification_to_user');
  if (!ctx.workflowNode && builtin.has('enter_waiting'))
    return { ok: false, field: 'enabled_default_tools', message: 'enter_waiting exists only in workflow agent nodes' };
  const own = [...cfg.webhook_tools.map((t) => t.name), ...cfg.integration_tools.map((t) => t.name), ...cfg.function_tools.map((t) => t.name)];
  const dup = own.find((n, i) => own.indexOf(n) !== i);
  if (dup) return { ok: false, field: 'webhook_tools', message: `tool name ${dup} is used twice` };
  const all = new Set<string>([...builtin, ...own]);
  const unknown = cfg.approval_required_tools.find((n) => !all.has(n));
  if (unknown) return { ok: false, field: 'approval_required_tools', message: `approval_required_tools names ${unknown}, which is not a tool of this agent` };
  if (ctx.workflowNode) {
    // A node's session cannot be approved (approve/reject act on API runs only; decision 0735):
    // a tool needing approval would stop every execution reaching the node, so it is refused on save.
    const lists = [
      ['webhook_tools', cfg.webhook_tools] as const,
      ['integration_tools', cfg.integration_tools] as const,
      ['function_tools', cfg.function_tools] as const,
    ];
    for (const [field, tools] of lists) {
      const i = tools.findIndex((t) => t.requires_approval);
      if (i !== -1)
        return {
          ok: false,
          field,
          path: [field, i, 'requires_approval'],
          message: 'requires_approval is not supported in workflow agent nodes (their tool calls cannot be approved)',
        };
    }
    if (cfg.approval_required_tools.length)
      return {
        ok: false,
        field: 'approval_required_tools',
        message: 'approval_required_tools is not supported in workflow agent nodes (their tool calls cannot be approved)',
      };
  }
  const approval = new Set(cfg.approval_required_tools);
  for (const t of [...cfg.webhook_tools, ...cfg.integration_tools, ...cfg.function_tools]) if (t.requires_approval) approval.add(t.name);
  return {
    ok: true,
    tools: { builtin: [...builtin], webhooks: cfg.webhook_tools, integrations: cfg.integration_tools, functions: cfg.function_tools, approval: [...approval] },
  };
}

/**
 * A workflow agent node's stored config (capabilities §2.1 key names) → agent settings:
 * `provider_model_name`/`provider_model_id` → provider_model, `flow_agent_webhooks` →
 * webhook_tools (`http_method`, `body_schema`), `flow_agent_app_integration_tools` →
 * integration_tools (`app_integration_id`), `flow_agent_function_tools` → function_tools (`function_id`); unknown keys are ignored (the graph validator owns them).
 */
export function nodeConfigToAgentConfig(node: Record<string, unknown>): unknown {
  const hooks = Array.isArray(node.flow_agent_webhooks) ? (node.flow_agent_webhooks as Record<string, unknown>[]) : [];
  const integrations = Array.isArray(node.flow_agent_app_integration_tools) ? (node.flow_agent_app_integration_tools as Record<string, unknown>[]) : [];
  const functions = Array.isArray(node.flow_agent_function_tools) ? (node.flow_agent_function_tools as Record<string, unknown>[]) : [];
  const pick = <T>(v: T | undefined | null): T | undefined => (v === null ? undefined : v);
  return {
    provider_model: pick(node.provider_model_name ?? node.provider_model_id ?? node.provider_model) as string | undefined,
    system_prompt: pick(node.system_prompt),
    temperature: pick(node.temperature),
    reasoning_effort: pick(node.reasoning_effort),
    max_iterations: pick(node.max_iterations),
    max_tokens: pick(node.max_tokens),
    message_delivery_mode: pick(node.message_delivery_mode),
    enabled_default_tools: pick(node.enabled_default_tools),
    webhook_tools: hooks.map((h) => ({
      name: h.name,
      description: h.description,
      url: h.url,
      method: typeof h.http_method === 'string' ? h.http_method.toUpperCase() : h.method,
      headers: h.headers ?? undefined,
      input_schema: h.body_schema ?? h.input_schema,
      requires_approval: h.requires_approval,
    })),
    integration_tools: integrations.map((t) => ({
      name: t.name,
      description: t.description,
      integration_id: t.app_integration_id ?? t.integration_id,
      input_schema: t.input_schema,
    })),
    function_tools: functions.map((t) => ({ name: t.name, description: t.description, function_id: t.function_id, input_schema: t.input_schema })),
  };
}
