import { createHash, randomUUID } from 'node:crypto';
import type { workflowsAgent } from '@platform/contracts';
import { status as grpcStatus } from '@grpc/grpc-js';
import { conflict, invalidArgument, isDomainError, notFound, validationFailed } from '@platform/errors';
import { checkTargetUrl } from '@platform/ssrf';
import type { Trx } from '@platform/db';
import { currentRequestScope } from '@platform/grpc';
import type { UsecaseContext } from '../../context';
import { AgentConfigSchema, nodeConfigToAgentConfig, resolveTools, type AgentConfig, type ToolSet } from '../domain/agent-config';
import { applyModelRules, costOf } from '../domain/provider-rules';
import { ModelCallError } from '../infra/llm/model-client';
import { DECIDE_TOOL, DecisionFallbackSchema, pickedLabel } from '../domain/decide-answer';
import { transition, type RunAction } from '../domain/run-state';
import type { RunRow, RunSettings, StepRow, StoredTools } from '../infra/db/agent-runs.repository';
import { providerKeyToWire } from '../wire/provider-key.wire';
import { headersAad, providerKeyAad, type AgentLoopUsecase, type LoopExit } from './agent-loop.usecase';
import { checkRunReferences, type RunReferenceChecks } from './run-references';

/** A new run's outcome and counters: no pending tool call, result or error, nothing used yet. */
const NOT_STARTED = {
  pending_tool_call: null,
  result: null,
  error_code: null,
  error_message: null,
  iterations: 0,
  input_tokens: 0,
  output_tokens: 0,
  reasoning_tokens: 0,
  cost_usd: 0,
} as const;

/** Providers a project can hold a key for. */
export const PROVIDERS = ['openai', 'anthropic'] as const;

/** A new agent run (POST /agent/runs). */
export interface CreateRunInput {
  projectId: string;
  prompt: string;
  conversationId?: string;
  phoneNumberId?: string;
  metadata: Record<string, unknown>;
  /** The `agent` object as the client sent it (validated here). */
  agent: unknown;
}

/** What the workflow engine's agent node passes (decision 0735). */
export interface AgentNodeInput {
  projectId: string;
  executionId: string;
  /** The node's id in the graph; with `activation`, names the node's session (a node re-entered later starts a new one). */
  nodeId: string;
  activation?: number;
  /** The node's stored config (capabilities §2.1 keys). */
  config: Record<string, unknown>;
  /** The execution's variables; save_variable writes come back in the outcome. */
  vars: Record<string, unknown>;
  conversationId?: string;
  phoneNumberId?: string;
  /** The contact's phone number or business-scoped user id (`to` of sends). */
  recipient?: string;
  /** The user's message that started or resumes the node (a wait's reply, the triggering message). */
  userMessage?: string;
  /**
   * Names this call's user message (the engine: the execution's wait sequence). A call repeated with
   * a message the session already took (a crash after the agent answered, before the engine recorded
   * it) returns the recorded wait or handoff instead of adding the message and asking again.
   */
  inputKey?: string;
  /** The execution's request id (decision 0018), recorded on the node's run. */
  requestId?: string | null;
}

/** How an agent node ended this time (decision 0735). */
export interface AgentNodeOutcome {
  /** completed: complete_task (leave by `next`); waiting: wait for the user's next message and call again; handoff: the execution goes to handoff; failed. */
  outcome: 'completed' | 'waiting' | 'handoff' | 'failed';
  /** complete_task's summary, the handoff reason, or the last assistant text. */
  text: string | null;
  /** The variables after the node's save_variable calls. */
  vars: Record<string, unknown>;
  error?: { code: string; message: string };
  /** The agent run that records the node's steps, usage and cost. */
  runId: string;
  usage: { input_tokens: number; output_tokens: number; reasoning_tokens: number; cost_usd: number };
}

/** What the workflow engine's AI decide node passes (decision 0736). */
export interface AiDecideInput {
  projectId: string;
  executionId: string;
  nodeId: string;
  /** The execution's step: with the node id, names the decision (a crash repeats the step and reads it back). */
  activation: number;
  /** The node's config: provider_model_name, llm_temperature, llm_max_tokens, prompt. */
  config: { provider_model_name: string; llm_temperature?: number; llm_max_tokens?: number; prompt?: string };
  /** The node's conditions (label, description): the answer must be one of the labels. */
  conditions: Array<{ label: string; description?: string }>;
  /** The user's last message and the execution's variables (the conversation context the model reads). */
  userMessage?: string;
  vars: Record<string, unknown>;
  /** The execution's conversation: its recent messages are part of what the model reads. */
  conversationId?: string;
}

/** Recent conversation messages an AI decision reads. */
export const DECIDE_HISTORY_MESSAGES = 20;

/** How an AI decision ended: a label (the first condition's, with `fallback` saying why, when the answer was none of them), or a provider failure with its code. */
export type AiDecideOutcome =
  | { ok: true; label: string; runId: string; usage: AgentNodeOutcome['usage']; fallback?: { code: string; reason: string } }
  | { ok: false; code: string; message: string; runId?: string };

/** Output tokens of a decision when the node sets none (a label is a few tokens; thinking models need room). */
export const DECIDE_DEFAULT_MAX_TOKENS = 1024;

const runNotFound = () => notFound('AGENT_RUN_NOT_FOUND', 'Agent run not found');

/**
 * Agent runs and provider keys (issue 20; decisions 0730-0735): creating a run validates the agent
 * against the model rules and queues it for the worker; pause, resume, cancel, approve and reject
 * move it through the one state module; workflow agent nodes run the same loop synchronously.
 */
export class AgentsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly loop: AgentLoopUsecase,
    /** The project's functions and numbers (flows, messaging-proxy), for the references a run names. */
    private readonly refs: RunReferenceChecks,
  ) {}

  private get a() {
    return this.ctx.agents;
  }

  /** Validates agent settings: the schema, the tools, the model rules (422 on the field concerned, e.g. provider_model). */
  async settingsFor(
    projectId: string,
    raw: unknown,
    ctx: { workflowNode: boolean },
  ): Promise<{ settings: RunSettings; tools: ToolSet; warnings: string[]; config: AgentConfig }> {
    const parsed = AgentConfigSchema.safeParse(raw ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue.path.join('.') || 'agent';
      throw invalidArgument('AGENT_CONFIG_INVALID', `agent.${field}: ${issue.message}`, { field });
    }
    const cfg = parsed.data;
    const modelId = cfg.provider_model ?? this.a.settings.defaultModel;
    const model = await this.a.models.get(modelId);
    if (!model)
      throw validationFailed(
        `provider_model ${modelId.slice(0, 100)} is not a provider model (GET /provider_models: ${(await this.a.models.ids()).join(', ')})`,
        { field: 'provider_model' },
      );
    const tools = resolveTools(cfg, ctx);
    if (!tools.ok) throw validationFailed(tools.message, { field: tools.field });
    const allow = this.a.settings.webhookAllowList ?? { hosts: new Set<string>(), cidrs: [] };
    for (const t of cfg.webhook_tools) {
      const url = checkTargetUrl(t.url, allow);
      if (!url.ok) throw validationFailed(`webhook tool ${t.name}: ${url.reason}`, { field: 'webhook_tools' });
    }
    const rules = applyModelRules(model, {
      temperature: cfg.temperature,
      reasoning_effort: cfg.reasoning_effort,
      message_delivery_mode: cfg.message_delivery_mode,
      prompt_cache_ttl: cfg.prompt_cache_ttl,
    });
    if (!rules.ok) throw validationFailed(rules.violation.message, { field: rules.violation.field });
    if (!(await this.loop.apiKey(projectId, model.provider)))
      throw validationFailed(`no API key for provider ${model.provider}: set one with PUT /agent/provider_keys/${model.provider}`, { field: 'provider_model' });
    const r = rules.settings;
    return {
      config: cfg,
      tools: tools.tools,
      warnings: r.warnings,
      settings: {
        provider_model: model.id,
        provider: model.provider,
        api_surface: model.api_surface,
        system_prompt: cfg.system_prompt,
        temperature: r.temperature,
        reasoning_effort: r.reasoning_effort,
        thinking: r.thinking,
        force_tool_choice: r.force_tool_choice,
        max_iterations: cfg.max_iterations,
        max_tokens: cfg.max_tokens,
        token_budget: cfg.token_budget,
        timeout_seconds: cfg.timeout_seconds,
        message_delivery_mode: cfg.message_delivery_mode,
        prompt_cache_ttl: r.prompt_cache_ttl,
      },
    };
  }

  /**
   * Checks a workflow agent node's config (for the workflow's validation on save): the same rules as
   * a run, e.g. tool-only delivery with a model that cannot do it → 422 on field provider_model.
   */
  async checkNodeConfig(projectId: string, config: Record<string, unknown>): Promise<{ warnings: string[] }> {
    const { warnings } = await this.settingsFor(projectId, nodeConfigToAgentConfig(config), { workflowNode: true });
    return { warnings };
  }

  private sealTools(projectId: string, tools: ToolSet): StoredTools {
    return {
      builtin: tools.builtin,
      approval: tools.approval,
      integrations: tools.integrations.map((t) => ({
        name: t.name,
        description: t.description,
        integration_id: t.integration_id,
        input_schema: t.input_schema,
      })),
      functions: tools.functions.map((t) => ({ name: t.name, description: t.description, function_id: t.function_id, input_schema: t.input_schema })),
      webhooks: tools.webhooks.map((t) => ({
        name: t.name,
        description: t.description,
        url: t.url,
        method: t.method,
        input_schema: t.input_schema,
        headers_sealed: Object.keys(t.headers).length ? this.a.cipher.seal(JSON.stringify(t.headers), headersAad(projectId)) : null,
      })),
    };
  }

  /** The conversation's number and contact (`to`), or a 422 when the conversation is not the project's. */
  private async deliveryTarget(projectId: string, conversationId: string): Promise<{ phoneNumberId: string; recipient: string | undefined }> {
    const conv = await this.a.peers.conversations.conversation(projectId, conversationId);
    if (!conv) throw validationFailed('conversation_id is not a conversation of this project', { field: 'conversation_id' });
    const recipient = (conv.phone_number as string | undefined) || (conv.business_scoped_user_id as string | undefined) || undefined;
    return { phoneNumberId: String(conv.phone_number_id), recipient };
  }

  /** POST /agent/runs: validates and queues a run (the worker picks it up). */
  async createRun(input: CreateRunInput): Promise<RunRow> {
    if (!input.prompt.trim()) throw invalidArgument('AGENT_PROMPT_REQUIRED', 'prompt is required', { field: 'prompt' });
    const { settings, tools, warnings } = await this.settingsFor(input.projectId, input.agent, { workflowNode: false });
    let phoneNumberId = input.phoneNumberId ?? null;
    if (input.conversationId) {
      const target = await this.deliveryTarget(input.projectId, input.conversationId);
      if (phoneNumberId && phoneNumberId !== target.phoneNumberId)
        throw validationFailed('phone_number_id is not the number of the conversation', { field: 'phone_number_id' });
      phoneNumberId = target.phoneNumberId;
      settings.recipient = target.recipient;
    }
    const messaging = ['send_notification_to_user', 'send_media', 'get_whatsapp_context'];
    if (!input.conversationId) {
      const dropped = tools.builtin.filter((t) => messaging.includes(t));
      tools.builtin = tools.builtin.filter((t) => !messaging.includes(t));
      if (settings.message_delivery_mode === 'tool_only')
        throw validationFailed('message_delivery_mode tool_only needs a conversation_id (the user is reached only through send_notification_to_user)', {
          field: 'conversation_id',
        });
      if (dropped.length && input.agent && (input.agent as { enabled_default_tools?: unknown }).enabled_default_tools)
        warnings.push(`${dropped.join(', ')} not offered: the run has no conversation_id`);
    }
    await checkRunReferences({ integrations: this.ctx.integrations, ...this.refs }, input.projectId, tools, input.conversationId ? null : phoneNumberId);
    const now = this.ctx.clock.now();
    return this.a.runs.insert({
      id: randomUUID(),
      project_id: input.projectId,
      status: 'queued',
      prompt: input.prompt,
      conversation_id: input.conversationId ?? null,
      phone_number_id: phoneNumberId,
      metadata: input.metadata,
      settings,
      tools: this.sealTools(input.projectId, tools),
      warnings,
      ...NOT_STARTED,
      kind: 'api',
      request_id: currentRequestScope()?.requestId ?? null,
      workflow_execution_id: null,
      node_key: null,
      vars: {},
      lease_owner: null,
      lease_until: null,
      created_at: now,
      updated_at: now,
    });
  }

  /** Applies a client action under the run's lock; 404 for unknown (or foreign) ids, 409 when the status does not allow it. */
  private async act(projectId: string, runId: string, action: RunAction, fn: (trx: Trx, run: RunRow, to: RunRow['status']) => Promise<void>): Promise<RunRow> {
    return this.ctx.db.transaction(async (trx) => {
      const run = await this.a.runs.lock(trx, projectId, runId);
      if (!run || run.kind !== 'api') throw runNotFound();
      const t = transition(run.status, action);
      if (!t.ok) throw conflict(`Cannot ${action} the agent run: ${t.reason}`, { status: run.status });
      await fn(trx, run, t.to);
      return (await this.a.runs.byId(runId, trx))!;
    });
  }

  /** Pauses a queued or running run (the step in flight finishes and is kept). */
  pause(projectId: string, runId: string): Promise<RunRow> {
    return this.act(projectId, runId, 'pause', async (trx, run, to) => {
      await this.a.runs.update(trx, run.id, { status: to, updated_at: this.ctx.clock.now() });
    });
  }

  /** Resumes a paused run from its last completed step. */
  resume(projectId: string, runId: string): Promise<RunRow> {
    return this.act(projectId, runId, 'resume', async (trx, run, to) => {
      await this.a.runs.update(trx, run.id, { status: to, lease_owner: null, lease_until: null, updated_at: this.ctx.clock.now() });
    });
  }

  /** Cancels a run that has not finished; a model call or tool in flight is aborted. */
  cancel(projectId: string, runId: string): Promise<RunRow> {
    return this.act(projectId, runId, 'cancel', async (trx, run, to) => {
      const now = this.ctx.clock.now();
      await this.a.runs.update(trx, run.id, { status: to, pending_tool_call: null, finished_at: now, updated_at: now });
      await this.a.runs.addEvent(trx, {
        id: randomUUID(),
        run_id: run.id,
        project_id: projectId,
        event: 'agent.run.cancelled',
        payload: {
          run_id: run.id,
          status: 'cancelled',
          finished_at: now.toISOString(),
          ...(run.phone_number_id ? { phone_number_id: run.phone_number_id } : {}),
        },
        occurred_at: now,
      });
    });
  }

  /** Approves (the tool runs) or rejects (the model is told, with the reason) the pending tool call. */
  decide(projectId: string, runId: string, approve: boolean, toolCallId: string | undefined, reason: string | undefined): Promise<RunRow> {
    return this.act(projectId, runId, approve ? 'approve' : 'reject', async (trx, run, to) => {
      const call = run.pending_tool_call;
      if (!call) throw conflict('The agent run has no pending tool call', { status: run.status });
      if (toolCallId !== undefined && toolCallId !== call.tool_call_id)
        throw conflict(`tool_call_id ${toolCallId.slice(0, 128)} is not the pending tool call (${call.tool_call_id})`, { status: run.status });
      const now = this.ctx.clock.now();
      const base: Omit<StepRow, 'index' | 'created_at'> = {
        run_id: run.id,
        kind: 'tool',
        status: approve ? 'approved' : 'rejected',
        text: null,
        tool_calls: null,
        tool_call_id: call.tool_call_id,
        tool_name: call.tool_name,
        result: approve
          ? { arguments: call.arguments }
          : { error: 'rejected', message: `A person rejected this tool call${reason ? `: ${reason}` : '.'} Do not retry it unchanged.` },
        input_tokens: null,
        output_tokens: null,
        reasoning_tokens: null,
        cost_usd: null,
      };
      await this.a.runs.appendStep(trx, base, now);
      await this.a.runs.update(trx, run.id, { status: to, pending_tool_call: null, lease_owner: null, lease_until: null, updated_at: now });
    });
  }

  /** The project's provider keys (never the key). */
  async listKeys(projectId: string): Promise<workflowsAgent.ProviderKey[]> {
    return (await this.a.keys.list(projectId)).map(providerKeyToWire);
  }

  /** Stores the project's key of `provider`, sealed (bound to project and provider). */
  async setKey(projectId: string, provider: string, apiKey: string): Promise<workflowsAgent.ProviderKey> {
    if (!(PROVIDERS as readonly string[]).includes(provider)) throw notFound('PROVIDER_NOT_FOUND', `Unknown provider (one of ${PROVIDERS.join(', ')})`);
    const key = apiKey.trim();
    if (key.length < 8 || key.length > 500 || /\s/.test(key))
      throw invalidArgument('PROVIDER_KEY_INVALID', 'api_key must be 8 to 500 characters without spaces', { field: 'api_key' });
    const row = await this.a.keys.upsert(projectId, provider, this.a.cipher.seal(key, providerKeyAad(projectId, provider)), this.ctx.clock.now());
    return providerKeyToWire(row);
  }

  /** Deletes the project's key of `provider` (404 when none). */
  async deleteKey(projectId: string, provider: string): Promise<void> {
    if (!(await this.a.keys.delete(projectId, provider))) throw notFound('PROVIDER_KEY_NOT_FOUND', 'No key for this provider');
  }

  /** Hands pending agent.run.* events to webhooks (idempotent on the event id); returns how many went. */
  async publishPendingEvents(limit = 50): Promise<number> {
    let n = 0;
    for (const e of await this.a.runs.pendingEvents(limit)) {
      try {
        await this.a.peers.events.publish({
          projectId: e.project_id,
          event: e.event,
          payload: e.payload,
          idempotencyKey: `agent_run_event:${e.id}`,
          occurredAt: new Date(e.occurred_at).toISOString(),
        });
        await this.a.runs.markPublished(e.id, this.ctx.clock.now());
        n += 1;
      } catch (err) {
        // webhooks refusing the event itself (its input schema) will never accept it: drop it, logged,
        // so it cannot hold back the events behind it; anything else (webhooks down) is retried.
        if (isDomainError(err) && err.code === grpcStatus.INVALID_ARGUMENT) {
          this.ctx.logger.error({ err, event: e.event, run_id: e.run_id }, 'agent run event refused by webhooks; dropped');
          await this.a.runs.markPublished(e.id, this.ctx.clock.now());
          continue;
        }
        await this.a.runs.markAttempt(e.id);
        this.ctx.logger.warn({ err, event: e.event, run_id: e.run_id }, 'agent run event not handed to webhooks yet');
        break;
      }
    }
    return n;
  }

  /**
   * The workflow engine's agent node (decision 0735): runs the agent loop for one node of one
   * execution until it completes, waits for the user, hands off or fails, and returns how. Calling
   * it again for the same (execution, node, activation) continues the same session: the user's new
   * message is added, the context (including an earlier handoff's tool result) is kept. Durable: a
   * call interrupted by a crash continues from the last persisted step when called again.
   */
  async runNode(input: AgentNodeInput): Promise<AgentNodeOutcome> {
    const nodeKey = `${input.nodeId}#${input.activation ?? 0}`;
    const owner = `node:${randomUUID()}`;
    const leaseMs = 10 * 60_000;
    let run = await this.a.runs.byNode(input.projectId, input.executionId, nodeKey);
    const now = this.ctx.clock.now();
    if (!run) {
      const { settings, tools, warnings } = await this.settingsFor(input.projectId, nodeConfigToAgentConfig(input.config), { workflowNode: true });
      settings.recipient = input.recipient;
      run = await this.a.runs.insert({
        id: randomUUID(),
        project_id: input.projectId,
        status: 'running',
        prompt: input.userMessage?.trim() || '(The conversation starts. Greet the user and help them.)',
        conversation_id: input.conversationId ?? null,
        phone_number_id: input.phoneNumberId ?? null,
        metadata: input.inputKey === undefined ? {} : { input_key: input.inputKey },
        settings,
        tools: this.sealTools(input.projectId, tools),
        warnings,
        ...NOT_STARTED,
        kind: 'workflow_node',
        request_id: input.requestId ?? currentRequestScope()?.requestId ?? null,
        workflow_execution_id: input.executionId,
        node_key: nodeKey,
        vars: input.vars,
        lease_owner: owner,
        lease_until: new Date(now.getTime() + leaseMs),
        created_at: now,
        updated_at: now,
        started_at: now,
      });
    } else {
      const existing = run;
      const taken = await this.ctx.db.transaction(async (trx) => {
        const r = await this.a.runs.lock(trx, input.projectId, existing.id);
        if (!r) return false;
        if (r.status === 'paused' && input.inputKey !== undefined) {
          const steps = await this.a.runs.steps(r.id, trx);
          const inputKey = (x: unknown) => (x && typeof x === 'object' ? (x as { input_key?: unknown }).input_key : undefined);
          if (inputKey(r.metadata) === input.inputKey || steps.some((x) => x.kind === 'user' && inputKey(x.result) === input.inputKey))
            return { replay: replayExit(steps) };
        }
        const t = transition(r.status, 'continue');
        if (!t.ok) return false;
        if (r.status === 'running' && r.lease_owner && r.lease_until && new Date(r.lease_until) > now) throw conflict('The agent node is already running');
        if (r.status === 'paused' && input.userMessage?.trim()) {
          await this.a.runs.appendStep(
            trx,
            {
              run_id: r.id,
              kind: 'user',
              status: 'completed',
              text: input.userMessage.slice(0, 20_000),
              tool_calls: null,
              tool_call_id: null,
              tool_name: null,
              result: input.inputKey === undefined ? null : { input_key: input.inputKey },
              input_tokens: null,
              output_tokens: null,
              reasoning_tokens: null,
              cost_usd: null,
            },
            now,
          );
        }
        // A node resumed: the execution's variables win (a workflow step may have changed them).
        await this.a.runs.update(trx, r.id, {
          status: t.to,
          lease_owner: owner,
          lease_until: new Date(now.getTime() + leaseMs),
          vars: { ...(r.vars ?? {}), ...input.vars },
          updated_at: now,
        });
        return true;
      });
      if (typeof taken === 'object') return this.nodeOutcome(existing.id, taken.replay);
      if (!taken)
        return this.nodeOutcome(
          existing.id,
          existing.status === 'completed'
            ? { kind: 'completed', text: existing.result }
            : { kind: 'failed', code: existing.error_code ?? 'failed', message: existing.error_message ?? 'the agent node failed' },
        );
    }
    const exit = await this.loop.advance(run.id, owner, new AbortController().signal);
    return this.nodeOutcome(run.id, exit);
  }

  /**
   * The workflow engine's AI decide node (decision 0736): asks the node's model (the catalog's rules:
   * provider key, sampling dropped under thinking) to pick one of the node's condition labels through
   * a `choose_edge` tool whose `label` is an enum of the labels. Recorded as a finished agent run of the
   * execution (usage and cost), keyed by (execution, node, step): the same step asked again (after a
   * crash) reads the recorded answer back instead of asking again. An answer outside the labels takes
   * the first condition with `fallback` saying why (decision 0737); a missing key or a provider that
   * could not answer after the client's retries is a failure with its code.
   */
  async decideNode(input: AiDecideInput): Promise<AiDecideOutcome> {
    const nodeKey = `${input.nodeId}#${input.activation}#decide`;
    const recorded = (r: RunRow): AiDecideOutcome => {
      if (r.status !== 'completed' || r.result === null)
        return { ok: false, code: r.error_code ?? 'decision_failed', message: r.error_message ?? 'the AI decision failed', runId: r.id };
      const fallback = DecisionFallbackSchema.parse(r.metadata.decision_fallback);
      return { ok: true, label: r.result, runId: r.id, usage: this.usageOf(r), ...(fallback ? { fallback } : {}) };
    };
    const prior = await this.a.runs.byNode(input.projectId, input.executionId, nodeKey);
    if (prior) return recorded(prior);
    const labels = input.conditions.map((c) => c.label);
    let settings: RunSettings;
    let warnings: string[] = [];
    try {
      const checked = await this.settingsFor(
        input.projectId,
        { provider_model: input.config.provider_model_name, temperature: input.config.llm_temperature, enabled_default_tools: [] },
        { workflowNode: true },
      );
      warnings = checked.warnings;
      settings = { ...checked.settings, max_tokens: input.config.llm_max_tokens ?? DECIDE_DEFAULT_MAX_TOKENS, force_tool_choice: !checked.settings.thinking };
    } catch (err) {
      if (!isDomainError(err) || err.code !== grpcStatus.INVALID_ARGUMENT) throw err;
      const code = /no API key/.test(err.publicMessage) ? 'provider_key_missing' : 'decide_config_invalid';
      return { ok: false, code, message: err.publicMessage };
    }
    const apiKey = (await this.loop.apiKey(input.projectId, settings.provider))!;
    const model = await this.a.models.get(settings.provider_model);
    const choices = input.conditions.map((c) => `- ${c.label}${c.description ? `: ${c.description}` : ''}`).join('\n');
    const system = [
      'You route a customer conversation of a business messaging workflow. Choose exactly one of these labels and answer only by calling the choose_edge tool:',
      choices,
      input.config.prompt ?? '',
    ]
      .filter(Boolean)
      .join('\n\n');
    const history = await this.recentMessages(input.projectId, input.conversationId);
    const user = [
      history ? `The conversation so far (oldest first):\n${history}` : '',
      `The customer's last message: ${input.userMessage?.trim() || '(none)'}`,
      `The workflow's variables: ${JSON.stringify(input.vars).slice(0, 8000)}`,
    ]
      .filter(Boolean)
      .join('\n');
    const now = this.ctx.clock.now();
    let label: string | undefined;
    let failure: { code: string; message: string } | undefined;
    let fallback: { code: string; reason: string } | undefined;
    let usage = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0 };
    try {
      const answer = await this.a.llm.call({
        settings,
        apiKey,
        system,
        messages: [{ role: 'user', content: user }],
        tools: {
          [DECIDE_TOOL]: {
            description: 'Choose the label of the path the workflow takes.',
            inputSchema: { type: 'object', properties: { label: { type: 'string', enum: labels } }, required: ['label'], additionalProperties: false },
          },
        },
        cacheKey: `decide:${createHash('sha256').update(system).digest('hex').slice(0, 32)}`,
        signal: new AbortController().signal,
      });
      usage = answer.usage;
      const picked = pickedLabel(answer, labels);
      if (picked.ok) label = picked.label;
      else {
        // A wrong answer is an answer: asking again would bill another call for the same prompt. The
        // first condition is taken, as the peer does, and the step says why (decision 0737).
        label = labels[0];
        fallback = { code: 'invalid_decision', reason: `${picked.reason}; took the first condition, ${labels[0]}` };
        this.ctx.logger.info({ execution_id: input.executionId, node_id: input.nodeId }, 'AI decision fell back to the first condition');
      }
    } catch (err) {
      if (!(err instanceof ModelCallError)) throw err;
      this.ctx.logger.warn({ execution_id: input.executionId, node_id: input.nodeId, code: err.code, attempts: err.attempts }, 'AI decision model call failed');
      failure = { code: err.code, message: err.message };
    }
    const cost = model ? costOf(model, usage.input, usage.output) : 0;
    try {
      const run = await this.a.runs.insert({
        id: randomUUID(),
        project_id: input.projectId,
        status: label ? 'completed' : 'failed',
        prompt: user.slice(0, 20_000),
        conversation_id: null,
        phone_number_id: null,
        metadata: { workflow_node_type: 'decide', ...(fallback ? { decision_fallback: fallback } : {}) },
        settings,
        tools: { builtin: [], webhooks: [], integrations: [], functions: [], approval: [] },
        warnings,
        pending_tool_call: null,
        result: label ?? null,
        error_code: failure?.code ?? null,
        error_message: failure?.message ?? null,
        iterations: 1,
        input_tokens: usage.input,
        output_tokens: usage.output,
        reasoning_tokens: usage.reasoning,
        cost_usd: cost,
        kind: 'workflow_node',
        workflow_execution_id: input.executionId,
        node_key: nodeKey,
        vars: null,
        lease_owner: null,
        lease_until: null,
        created_at: now,
        updated_at: now,
        started_at: now,
        finished_at: this.ctx.clock.now(),
      });
      return recorded(run);
    } catch (err) {
      // The same step decided concurrently (a taken-over lease): the first recorded answer wins.
      const other = await this.a.runs.byNode(input.projectId, input.executionId, nodeKey);
      if (other) return recorded(other);
      throw err;
    }
  }

  /** The conversation's recent messages as `customer:`/`business:` lines; none when there is no conversation or contacts cannot answer (the decision goes on without). */
  private async recentMessages(projectId: string, conversationId: string | undefined): Promise<string> {
    if (!conversationId) return '';
    try {
      const messages = await this.a.peers.conversations.messages(projectId, conversationId, DECIDE_HISTORY_MESSAGES);
      return messages
        .filter((m) => typeof m.text === 'string' && m.text)
        .map((m) => `${m.direction === 'inbound' ? 'customer' : 'business'}: ${String(m.text).slice(0, 1000)}`)
        .join('\n');
    } catch (err) {
      this.ctx.logger.warn({ err, conversation_id: conversationId }, 'AI decision: conversation history unavailable; deciding without it');
      return '';
    }
  }

  private usageOf(run: RunRow): AgentNodeOutcome['usage'] {
    return { input_tokens: run.input_tokens, output_tokens: run.output_tokens, reasoning_tokens: run.reasoning_tokens, cost_usd: run.cost_usd };
  }

  private async nodeOutcome(runId: string, exit: LoopExit): Promise<AgentNodeOutcome> {
    const run = (await this.a.runs.byId(runId))!;
    const usage = { input_tokens: run.input_tokens, output_tokens: run.output_tokens, reasoning_tokens: run.reasoning_tokens, cost_usd: run.cost_usd };
    const vars = run.vars ?? {};
    switch (exit.kind) {
      case 'completed':
      case 'waiting':
      case 'handoff':
        return { outcome: exit.kind, text: exit.text, vars, runId, usage };
      case 'failed':
        return { outcome: 'failed', text: null, vars, runId, usage, error: { code: exit.code, message: exit.message } };
      default:
        return {
          outcome: 'failed',
          text: null,
          vars,
          runId,
          usage,
          error: { code: 'agent_stopped', message: 'the agent node stopped before finishing (it is running elsewhere or was stopped)' },
        };
    }
  }
}

/** How a paused node session last stopped (its last model step): a handoff with its reason, else a wait with the last text. */
function replayExit(steps: StepRow[]): LoopExit {
  const last = [...steps].reverse().find((x) => x.kind === 'model');
  const handoff = last?.tool_calls?.find((c) => c.tool_name === 'handoff_to_human');
  if (handoff) return { kind: 'handoff', text: typeof handoff.arguments.reason === 'string' ? handoff.arguments.reason : null };
  return { kind: 'waiting', text: last?.text ?? null };
}
