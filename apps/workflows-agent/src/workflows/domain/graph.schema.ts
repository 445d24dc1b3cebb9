/**
 * The workflow graph model (decision 0710), its schema: a definition is nodes + edges in the peer's
 * graph JSON (node `{id, position, data{node_type, config, display_name?}}`, edge `{source, target,
 * label, flow_condition_id?}`), parsed (./graph-parse) into a typed model whose nodes are a
 * discriminated union on `type` with a typed `config` per node type. This file holds the limits, the
 * zod schema of every node type's config and the model's types. Pure: no I/O.
 */
import { z } from 'zod';
import { BUILTIN_TOOLS } from '../../agents/domain/agent-config';
import { DELIVERY_MODES } from '../../agents/domain/provider-rules';
import { maxChars, withMaxChars } from './chars';

// ---------------------------------------------------------------------------------------------
// Limits (upstream interactive-message limits; peer ranges)
// ---------------------------------------------------------------------------------------------

/** Limits a definition is validated against. */
export const GRAPH_LIMITS = {
  maxNodes: 500,
  maxEdges: 1000,
  nodeIdMax: 64,
  /** wait_for_response / interactive reply timeout, seconds (10 s to 7 days). */
  timeoutMinSeconds: 10,
  timeoutMaxSeconds: 604_800,
  /** send_* `delay_seconds` (0 to 1 hour). */
  delayMaxSeconds: 3600,
  textMessageMax: 4096,
  interactiveBodyMax: 1024,
  headerTextMax: 60,
  footerTextMax: 60,
  buttonsMin: 1,
  buttonsMax: 3,
  buttonTitleMax: 20,
  buttonIdMax: 256,
  listSectionsMax: 10,
  listRowsTotalMax: 10,
  listRowTitleMax: 24,
  listRowDescriptionMax: 72,
  listSectionTitleMax: 24,
  listButtonTextMax: 20,
  ctaDisplayTextMax: 20,
  decideConditionsMax: 20,
  conditionLabelMax: 64,
  variableNameMax: 64,
  emitEventNameMax: 128,
  emitEventPropsMax: 25,
  emitEventPropKeyMax: 64,
  emitEventStringMaxBytes: 1024,
  emitEventPropsMaxBytes: 8192,
  llmMaxTokens: 100_000,
} as const;

/** Node id syntax (peer validator). */
export const NODE_ID_RE = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** A variable name written by `save_response_to`, `variable_name`, `save_error_to`. */
export const VARIABLE_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** emit_event name syntax (peer constants). */
export const EVENT_NAME_RE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

/**
 * Why a project event name is refused (null when valid): lower-case dotted words, at most 128
 * characters. The one name rule of the emit_event node and POST /events (decision 0743).
 */
export function eventNameError(name: unknown): string | null {
  if (typeof name !== 'string') return 'must be a string';
  if (name.length > GRAPH_LIMITS.emitEventNameMax) return `must be at most ${GRAPH_LIMITS.emitEventNameMax} characters`;
  if (!EVENT_NAME_RE.test(name)) return 'must be lower-case dotted words such as order.placed';
  return null;
}

/** The label of the single outgoing edge of a non-branching node. */
export const NEXT_LABEL = 'next';
/** The label of a wait's (or waiting interactive node's) timeout edge. */
export const TIMEOUT_LABEL = 'timeout';

// ---------------------------------------------------------------------------------------------
// Node configs
// ---------------------------------------------------------------------------------------------

// Length limits count characters as code points (an emoji is one), not UTF-16 units (issue 33); the
// `.max()` left apply to ASCII-only fields (variable and event names, language codes), where both agree.
const str = (max: number) => maxChars(max);
const nonEmpty = (max: number) => withMaxChars(z.string().trim().min(1, 'is required'), max);
const varName = z
  .string()
  .max(GRAPH_LIMITS.variableNameMax, `must be at most ${GRAPH_LIMITS.variableNameMax} characters`)
  .regex(VARIABLE_NAME_RE, 'must be a variable name (letters, digits, underscore; not starting with a digit)');
const timeoutSeconds = z
  .number({ invalid_type_error: 'must be a number' })
  .int('must be an integer')
  .min(GRAPH_LIMITS.timeoutMinSeconds, `must be between ${GRAPH_LIMITS.timeoutMinSeconds} and ${GRAPH_LIMITS.timeoutMaxSeconds} seconds`)
  .max(GRAPH_LIMITS.timeoutMaxSeconds, `must be between ${GRAPH_LIMITS.timeoutMinSeconds} and ${GRAPH_LIMITS.timeoutMaxSeconds} seconds`);
const delaySeconds = z
  .number({ invalid_type_error: 'must be a number' })
  .int('must be an integer')
  .min(0, `must be between 0 and ${GRAPH_LIMITS.delayMaxSeconds} seconds`)
  .max(GRAPH_LIMITS.delayMaxSeconds, `must be between 0 and ${GRAPH_LIMITS.delayMaxSeconds} seconds`);
const uuid = z.string().uuid('must be a UUID');

/**
 * Fields every send node shares: an optional delay before sending, an optional sending number
 * (default: the execution's number) and an optional explicit recipient (`to_phone_number`; the only
 * way an observer execution may send).
 */
const sendCommon = {
  delay_seconds: delaySeconds.optional(),
  phone_number_id: nonEmpty(64).optional(),
  to_phone_number: nonEmpty(64).optional(),
};

const startConfig = z.object({}).strict();
const endConfig = z.object({}).strict();

const sendTextConfig = z
  .object({
    message: nonEmpty(GRAPH_LIMITS.textMessageMax),
    preview_url: z.boolean().optional(),
    ...sendCommon,
  })
  .strict();

const templateParameterValue = maxChars(1024);
const sendTemplateConfig = z
  .object({
    /** The template's name as approved upstream. */
    template_name: nonEmpty(512),
    language: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(16, 'must be at most 16 characters')
      .regex(/^[a-z]{2,3}(_[A-Za-z]{2,4})?$/, 'must be a language code such as en or en_US'),
    /** Body parameters: positional array, or named/numbered object (`{"1": "{{vars.x}}"}`). */
    parameters: z.union([z.array(templateParameterValue).max(100), z.record(templateParameterValue)]).optional(),
    ...sendCommon,
  })
  .strict();

const button = z.object({ id: nonEmpty(GRAPH_LIMITS.buttonIdMax), title: nonEmpty(GRAPH_LIMITS.buttonTitleMax) }).strict();
const listRow = z
  .object({
    id: nonEmpty(200),
    title: nonEmpty(GRAPH_LIMITS.listRowTitleMax),
    description: str(GRAPH_LIMITS.listRowDescriptionMax).optional(),
  })
  .strict();
const listSection = z.object({ title: str(GRAPH_LIMITS.listSectionTitleMax).optional(), rows: z.array(listRow).min(1, 'must have at least one row') }).strict();

const interactiveCommon = {
  body_text: nonEmpty(GRAPH_LIMITS.interactiveBodyMax),
  footer_text: str(GRAPH_LIMITS.footerTextMax).optional(),
  header_type: z.enum(['none', 'text', 'image', 'video', 'document']).optional(),
  header_text: str(GRAPH_LIMITS.headerTextMax).optional(),
  header_media_url: maxChars(2048).optional(),
  ...sendCommon,
};
/** Reply handling of a button/list node that branches on the choice (see `nodeWaitsForReply`). */
const replyCommon = {
  save_response_to: varName.optional(),
  timeout_seconds: timeoutSeconds.optional(),
};

const sendInteractiveConfig = z.discriminatedUnion('interactive_type', [
  z
    .object({
      interactive_type: z.literal('button'),
      ...interactiveCommon,
      buttons: z
        .array(button)
        .min(GRAPH_LIMITS.buttonsMin, `must have ${GRAPH_LIMITS.buttonsMin} to ${GRAPH_LIMITS.buttonsMax} buttons`)
        .max(GRAPH_LIMITS.buttonsMax, `must have ${GRAPH_LIMITS.buttonsMin} to ${GRAPH_LIMITS.buttonsMax} buttons`),
      ...replyCommon,
    })
    .strict(),
  z
    .object({
      interactive_type: z.literal('list'),
      ...interactiveCommon,
      list_button_text: nonEmpty(GRAPH_LIMITS.listButtonTextMax),
      list_sections: z
        .array(listSection)
        .min(1, 'must have at least one section')
        .max(GRAPH_LIMITS.listSectionsMax, `must have at most ${GRAPH_LIMITS.listSectionsMax} sections`),
      ...replyCommon,
    })
    .strict(),
  z
    .object({
      interactive_type: z.literal('cta_url'),
      ...interactiveCommon,
      cta_display_text: nonEmpty(GRAPH_LIMITS.ctaDisplayTextMax),
      cta_url: nonEmpty(2048),
    })
    .strict(),
  z
    .object({
      interactive_type: z.literal('flow'),
      ...interactiveCommon,
      /** The upstream flow id. */
      flow_id: nonEmpty(64),
      flow_cta: nonEmpty(GRAPH_LIMITS.ctaDisplayTextMax),
      flow_action: z.enum(['navigate', 'data_exchange']).optional(),
      flow_action_payload: z
        .object({ screen: nonEmpty(128), data: z.record(z.unknown()).optional() })
        .strict()
        .optional(),
      flow_token: str(512).optional(),
    })
    .strict(),
]);

const waitForResponseConfig = z
  .object({
    save_response_to: varName.optional(),
    has_timeout: z.boolean().optional(),
    timeout_seconds: timeoutSeconds.optional(),
  })
  .strict();

const setVariableConfig = z
  .object({
    variable_name: varName,
    /** A template; converted to `value_type` after rendering. */
    variable_value: maxChars(65_536),
    value_type: z.enum(['string', 'number', 'boolean', 'json']).optional(),
  })
  .strict();

const condition = z
  .object({
    /** Kept from a previous save so edges' flow_condition_id stay stable; new conditions omit it. */
    id: maxChars(64).optional(),
    label: nonEmpty(GRAPH_LIMITS.conditionLabelMax),
    description: str(1024).optional(),
  })
  .strict();
const conditions = z
  .array(condition)
  .min(1, 'a decide node needs at least one condition')
  .max(GRAPH_LIMITS.decideConditionsMax, `must have at most ${GRAPH_LIMITS.decideConditionsMax} conditions`);
const temperature = z.number({ invalid_type_error: 'must be a number' }).min(0, 'must be between 0 and 2').max(2, 'must be between 0 and 2');

const decideConfig = z.discriminatedUnion('decision_type', [
  z
    .object({
      decision_type: z.literal('ai'),
      conditions,
      /** A provider model id of the catalog (GET /provider_models). */
      provider_model_name: nonEmpty(128),
      llm_temperature: temperature.optional(),
      llm_max_tokens: z.number().int('must be an integer').min(1).max(GRAPH_LIMITS.llmMaxTokens).optional(),
      /** Extra instructions for the model. */
      prompt: str(8192).optional(),
    })
    .strict(),
  z
    .object({
      decision_type: z.literal('function'),
      conditions,
      /** A function of the project (its id); it returns `{next_edge, vars?}`. */
      function_id: uuid,
    })
    .strict(),
]);

const functionConfig = z
  .object({
    /** A function of the project (its id); it gets `{execution_context, ...}` and may return `{vars}`. */
    function_id: uuid,
    save_response_to: varName.optional(),
  })
  .strict();

const callConfig = z
  .object({
    workflow_id: uuid,
    save_error_to: varName.optional(),
  })
  .strict();

const integrationConfig = z
  .object({
    /** A saved integration of the project (issue 21); it runs with source `workflow`. */
    integration_id: uuid,
    /** Values of the integration's `{{placeholders}}` (strings may be templates). */
    input: z.record(z.unknown()).optional(),
    save_response_to: varName.optional(),
  })
  .strict();

const webhookConfig = z
  .object({
    url: nonEmpty(2048),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], { errorMap: () => ({ message: 'must be one of DELETE, GET, PATCH, POST, PUT' }) }),
    headers: z.record(maxChars(4096)).optional(),
    body_template: z.union([z.record(z.unknown()), maxChars(65_536)]).optional(),
    save_response_to: varName.optional(),
    timeout_seconds: z.number().int('must be an integer').min(1, 'must be between 1 and 30 seconds').max(30, 'must be between 1 and 30 seconds').optional(),
  })
  .strict();

const agentWebhookTool = z
  .object({
    name: nonEmpty(64),
    description: nonEmpty(1024),
    url: nonEmpty(2048),
    http_method: z
      .enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], { errorMap: () => ({ message: 'must be one of DELETE, GET, PATCH, POST, PUT' }) })
      .optional(),
    headers: z.record(maxChars(4096)).optional(),
    /** JSON Schema (type object) of the arguments the model sends as the body. */
    body_schema: z.record(z.unknown()).optional(),
    requires_approval: z.boolean().optional(),
  })
  .strict();
const agentIntegrationTool = z
  .object({
    name: nonEmpty(64),
    description: nonEmpty(1024),
    /** A saved integration of the project. */
    app_integration_id: uuid,
    input_schema: z.record(z.unknown()).optional(),
  })
  .strict();

/**
 * The agent node (reference §2.1 key names), as the agents capability maps it to its run settings
 * (`nodeConfigToAgentConfig`); graph-validation also applies that capability's own checks.
 */
const agentConfig = z
  .object({
    system_prompt: str(50_000).optional(),
    /** A provider model id of the catalog (GET /provider_models). */
    provider_model_name: nonEmpty(100),
    temperature: temperature.optional(),
    max_iterations: z.number().int('must be an integer').min(1, 'must be between 1 and 200').max(200, 'must be between 1 and 200').optional(),
    max_tokens: z.number().int('must be an integer').min(16, 'must be between 16 and 64000').max(64_000, 'must be between 16 and 64000').optional(),
    reasoning_effort: z.enum(['minimal', 'low', 'medium', 'high'], { errorMap: () => ({ message: 'must be one of high, low, medium, minimal' }) }).optional(),
    /** `auto_send_assistant_text` (default) or `tool_only` (user-visible text only via send_notification_to_user). */
    message_delivery_mode: z.enum(DELIVERY_MODES).optional(),
    enabled_default_tools: z.array(z.enum(BUILTIN_TOOLS, { errorMap: () => ({ message: `must be one of ${BUILTIN_TOOLS.join(', ')}` }) })).optional(),
    flow_agent_webhooks: z.array(agentWebhookTool).max(32).optional(),
    flow_agent_app_integration_tools: z.array(agentIntegrationTool).max(32).optional(),
    /** The variable the agent's result is saved to. */
    save_response_to: varName.optional(),
  })
  .strict();

const emitEventConfig = z
  .object({
    // The project events name rule (shared with POST /events, decision 0743).
    event_name: z.string().superRefine((v, ctx) => {
      const m = eventNameError(v);
      if (m) ctx.addIssue({ code: z.ZodIssueCode.custom, message: m });
    }),
    /** Flat scalar properties (strings may be templates). */
    properties: z.record(z.union([z.string(), z.number(), z.boolean(), z.null()]), { invalid_type_error: 'must be an object of scalar values' }).optional(),
  })
  .strict();

const handoffConfig = z
  .object({
    reason: str(1024).optional(),
    context_data: z.record(z.unknown()).optional(),
  })
  .strict();

/** The zod schema of each node type's config (as stored). */
export const NODE_CONFIG_SCHEMAS = {
  start: startConfig,
  send_text: sendTextConfig,
  send_template: sendTemplateConfig,
  send_interactive: sendInteractiveConfig,
  wait_for_response: waitForResponseConfig,
  set_variable: setVariableConfig,
  decide: decideConfig,
  function: functionConfig,
  call: callConfig,
  webhook: webhookConfig,
  integration: integrationConfig,
  agent: agentConfig,
  emit_event: emitEventConfig,
  handoff: handoffConfig,
  end: endConfig,
} as const;

/** Every node type. */
export type NodeType = keyof typeof NODE_CONFIG_SCHEMAS;
/** Node types in a stable order. */
export const NODE_TYPES = Object.keys(NODE_CONFIG_SCHEMAS) as NodeType[];

/** Config type of a node type. */
export type NodeConfigOf<T extends NodeType> = z.infer<(typeof NODE_CONFIG_SCHEMAS)[T]>;

/** Position on the editor canvas (kept, never interpreted). */
export interface Position {
  x: number;
  y: number;
}

/** A node of one type. */
export interface NodeOf<T extends NodeType> {
  id: string;
  type: T;
  config: NodeConfigOf<T>;
  position: Position;
  display_name?: string;
}

/** A node: discriminated union on `type` (narrow with `node.type === 'decide'`). */
export type WorkflowNode = { [T in NodeType]: NodeOf<T> }[NodeType];

/** A directed edge; `label` picks the branch (see `allowedLabels`). */
export interface WorkflowEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  /** Decide edges: the id of the condition this edge takes (set on save from the label). */
  flow_condition_id?: string;
}

/** A parsed, valid workflow definition. */
export interface WorkflowDefinition {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
}

/** One validation error: a JSON path into the submitted definition and a message. */
export interface GraphError {
  path: string;
  message: string;
}

/** Outcome of `parseDefinition`. */
export type ParseResult = { ok: true; definition: WorkflowDefinition } | { ok: false; errors: GraphError[] };
