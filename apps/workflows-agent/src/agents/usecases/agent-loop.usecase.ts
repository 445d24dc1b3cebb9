import { randomUUID } from 'node:crypto';
import type { ModelMessage } from 'ai';
import { DomainError } from '@platform/errors';
import { storableJson, type Trx } from '@platform/db';
import type { UsecaseContext } from '../../context';
import type { IntegrationsUsecase } from '../../integrations/usecases/integrations.usecase';
import { BUILTIN_SPECS, HANDOFF_RESULT, TOOL_ONLY_INSTRUCTION, formatInZone } from '../domain/builtin-tools';
import { z } from 'zod';
import { BUILTIN_TOOLS, type BuiltinTool } from '../domain/agent-config';
import { nextMove, type NextMove, type PlanToolCall } from '../domain/loop-plan';
import { nothingSent, readSendAnswer, unknownOutcome, type SendAnswer, type SendToolResult } from '../domain/send-result';
import { costOf } from '../domain/provider-rules';
import { transition, type RunAction } from '../domain/run-state';
import type { RunRow, StepRow } from '../infra/db/agent-runs.repository';
import { ModelCallError, type ToolSpec } from '../infra/llm/model-client';

/** How a call of {@link AgentLoopUsecase.advance} ended. */
export type LoopExit =
  | { kind: 'completed'; text: string | null }
  | { kind: 'handoff'; text: string | null }
  | { kind: 'waiting'; text: string | null }
  | { kind: 'approval' }
  | { kind: 'failed'; code: string; message: string }
  /** The run is no longer this owner's to advance (paused, cancelled, lease lost). */
  | { kind: 'stopped' };

/** The seal's associated data of a run's webhook tool headers. */
export const headersAad = (projectId: string): string => `agent_tool_headers:${projectId}`;
/** The seal's associated data of a project's provider key. */
export const providerKeyAad = (projectId: string, provider: string): string => `agent_provider_key:${projectId}:${provider}`;

/** A string argument of a built-in tool cut to `max` characters; '' when absent or not a string (the model's JSON is untrusted). */
const clipped = (max: number) =>
  z
    .string()
    .catch('')
    .transform((v) => v.slice(0, max));
/** The string arguments the built-in tools read, each lenient (arguments that are not an object read as none). */
const BuiltinToolArgsSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}),
  z.object({
    message: clipped(4096),
    media_type: clipped(16),
    media_url: clipped(2048),
    caption: clipped(1024),
    timezone: clipped(64),
    name: clipped(64),
  }),
);

/**
 * Tools a capability lends to some runs beside the run's own (the findings investigator's evidence
 * readers, decision 0742): which tools a run gets, and running one.
 */
export interface RunToolbox {
  /** The tools `run` gets from this toolbox (none for most runs). */
  specs(run: RunRow): Record<string, ToolSpec>;
  /** Runs `call` when it is one of this toolbox's tools for `run` (read-only, safe to repeat); undefined otherwise. */
  execute(run: RunRow, call: PlanToolCall): Promise<{ ok: boolean; result: unknown } | undefined>;
}

/** Tools repeated after an interrupted run: every built-in tool (keyed sends and reads). */
const SAFE_TO_REPEAT: readonly string[] = BUILTIN_TOOLS;

/**
 * The agent loop (issue 20; decision 0734), shared by agent runs and workflow agent nodes: model →
 * tool calls → tools → model, bounded by max iterations, a token budget and a deadline. Every move
 * is planned from the persisted steps ({@link nextMove}) and persisted before the next one, so a run
 * stopped anywhere (pause, approval, SIGKILL) continues from its last completed step: a stored model
 * answer is never asked again; a tool whose run was interrupted is repeated only when that is safe
 * (keyed sends, reads), else reported to the model as of unknown outcome, never run twice.
 */
export class AgentLoopUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly integrations: IntegrationsUsecase,
    private readonly toolbox?: RunToolbox,
  ) {}

  private get a() {
    return this.ctx.agents;
  }

  /**
   * Advances run `runId` as `owner` (the lease holder) until it ends, waits, or stops being this
   * owner's (paused, cancelled, lease lost). `stop` aborts at once (shutdown).
   */
  async advance(runId: string, owner: string, stop: AbortSignal): Promise<LoopExit> {
    for (;;) {
      if (stop.aborted) return { kind: 'stopped' };
      const run = await this.a.runs.byId(runId);
      if (!run || run.status !== 'running' || run.lease_owner !== owner) return { kind: 'stopped' };
      const steps = await this.a.runs.steps(runId);
      const move = nextMove(steps, {
        approvalTools: run.tools.approval,
        deliveryMode: run.settings.message_delivery_mode,
        canDeliver: this.canDeliver(run),
        workflowNode: run.kind === 'workflow_node',
      });
      const exit = await this.perform(run, steps, move, owner, stop);
      if (exit) return exit;
    }
  }

  private canDeliver(run: RunRow): boolean {
    return Boolean(run.phone_number_id && run.settings.recipient);
  }

  private async perform(run: RunRow, steps: StepRow[], move: NextMove, owner: string, stop: AbortSignal): Promise<LoopExit | undefined> {
    switch (move.kind) {
      case 'model':
        return this.modelStep(run, steps, owner, stop);
      case 'deliver': {
        const out = await this.sendText(run, move.text, `agent_run:${run.id}:step:${move.modelIndex}:text`);
        await this.guarded(run.id, owner, ['running', 'paused'], (trx) =>
          this.a.runs.appendStep(trx, blankStep(run.id, { kind: 'delivery', status: out.sent ? 'completed' : 'failed', result: out }), this.ctx.clock.now()),
        );
        return undefined;
      }
      case 'await_approval': {
        const ok = await this.guarded(run.id, owner, ['running'], async (trx) => {
          const now = this.ctx.clock.now();
          await this.a.runs.update(trx, run.id, { status: this.next(run, 'await_approval'), pending_tool_call: move.call, updated_at: now });
          await this.event(trx, run, 'agent.run.approval_required', 'waiting_for_approval', {
            approval: { tool_call_id: move.call.tool_call_id, tool_name: move.call.tool_name, arguments: move.call.arguments },
          });
          await this.a.runs.release(run.id, owner, trx);
        });
        return ok ? { kind: 'approval' } : { kind: 'stopped' };
      }
      case 'tool':
        return this.toolStep(run, move.call, move.stepIndex, move.resumed, owner, stop);
      case 'finish':
        return this.finish(run, move.outcome, move.text, owner);
    }
  }

  /** The status `action` leads to (the transition table decides; the loop only takes legal moves). */
  private next(run: RunRow, action: RunAction) {
    const t = transition(run.status, action);
    if (!t.ok) throw new Error(`illegal run transition ${run.status} --${action}`);
    return t.to;
  }

  /** Runs `fn` in a transaction only while the run is in `statuses` and `owner` holds it; false otherwise. */
  private async guarded(runId: string, owner: string, statuses: string[], fn: (trx: Trx) => Promise<unknown>): Promise<boolean> {
    return this.ctx.db.transaction(async (trx) => {
      const r = await this.a.runs.lock(trx, null, runId);
      if (!r || !statuses.includes(r.status) || r.lease_owner !== owner) return false;
      await fn(trx);
      return true;
    });
  }

  /** Records an agent.run.* event for webhooks (agent runs only; workflow nodes report to their execution). */
  private async event(trx: Trx, run: RunRow, name: string, status: string, extra: Record<string, unknown> = {}): Promise<void> {
    if (run.kind !== 'api') return;
    const now = this.ctx.clock.now();
    await this.a.runs.addEvent(trx, {
      id: randomUUID(),
      run_id: run.id,
      project_id: run.project_id,
      event: name,
      payload: { run_id: run.id, status, ...(run.phone_number_id ? { phone_number_id: run.phone_number_id } : {}), ...extra },
      occurred_at: now,
    });
  }

  private async fail(run: RunRow, owner: string, code: string, message: string): Promise<LoopExit> {
    const ok = await this.guarded(run.id, owner, ['running'], async (trx) => {
      const now = this.ctx.clock.now();
      await this.a.runs.update(trx, run.id, {
        status: this.next(run, 'fail'),
        error_code: code,
        error_message: message,
        pending_tool_call: null,
        finished_at: now,
        updated_at: now,
      });
      await this.event(trx, run, 'agent.run.failed', 'failed', { error: { code, message }, finished_at: now.toISOString() });
      await this.a.runs.release(run.id, owner, trx);
    });
    return ok ? { kind: 'failed', code, message } : { kind: 'stopped' };
  }

  private async finish(run: RunRow, outcome: 'completed' | 'handoff' | 'waiting', text: string | null, owner: string): Promise<LoopExit> {
    const node = run.kind === 'workflow_node';
    const ok = await this.guarded(run.id, owner, ['running'], async (trx) => {
      const now = this.ctx.clock.now();
      if (node && outcome !== 'completed') {
        // A node waits for the user (or for the conversation to come back after a handoff): paused.
        await this.a.runs.update(trx, run.id, { status: this.next(run, 'pause'), result: text, updated_at: now });
      } else {
        const result = outcome === 'handoff' ? `Handed off to a human${text ? `: ${text}` : ''}` : text;
        await this.a.runs.update(trx, run.id, { status: this.next(run, 'complete'), result, finished_at: now, updated_at: now });
        await this.event(trx, run, 'agent.run.completed', 'completed', { finished_at: now.toISOString() });
      }
      await this.a.runs.release(run.id, owner, trx);
    });
    if (!ok) return { kind: 'stopped' };
    return { kind: outcome, text };
  }

  /** Checks the bounds, asks the model once, stores its answer with usage and cost. */
  private async modelStep(run: RunRow, steps: StepRow[], owner: string, stop: AbortSignal): Promise<LoopExit | undefined> {
    const s = run.settings;
    const now = this.ctx.clock.now();
    if (run.iterations >= s.max_iterations)
      return this.fail(
        run,
        owner,
        'max_iterations_reached',
        `the agent made ${run.iterations} model calls (max_iterations ${s.max_iterations}) without finishing`,
      );
    if (run.input_tokens + run.output_tokens >= s.token_budget)
      return this.fail(
        run,
        owner,
        'token_budget_exceeded',
        `the agent used ${run.input_tokens + run.output_tokens} tokens (token_budget ${s.token_budget}) without finishing`,
      );
    if (run.started_at && now.getTime() - new Date(run.started_at).getTime() > s.timeout_seconds * 1000)
      return this.fail(run, owner, 'timeout', `the agent did not finish within timeout_seconds ${s.timeout_seconds}`);
    const model = await this.a.models.get(s.provider_model);
    if (!model) return this.fail(run, owner, 'provider_model_unavailable', `provider_model ${s.provider_model} is no longer in the catalog`);
    const apiKey = await this.apiKey(run.project_id, s.provider);
    if (!apiKey)
      return this.fail(run, owner, 'provider_key_missing', `no API key for provider ${s.provider}: set one with PUT /agent/provider_keys/${s.provider}`);
    const ctl = this.watch(run.id, stop, ['cancelled']);
    let answer;
    try {
      answer = await this.a.llm.call({
        settings: s,
        apiKey,
        system: this.systemPrompt(run),
        messages: this.messages(run, steps),
        tools: this.toolSpecs(run),
        cacheKey: `agent_run:${run.id}`,
        signal: ctl.signal,
      });
    } catch (err) {
      if (err instanceof ModelCallError) {
        if (err.code === 'cancelled') return { kind: 'stopped' };
        this.ctx.logger.warn({ run_id: run.id, code: err.code, attempts: err.attempts }, 'agent model call failed');
        return this.fail(run, owner, err.code, err.message);
      }
      throw err;
    } finally {
      ctl.done();
    }
    const cost = costOf(model, answer.usage.input, answer.usage.output);
    const ok = await this.guarded(run.id, owner, ['running', 'paused'], async (trx) => {
      const at = this.ctx.clock.now();
      await this.a.runs.appendStep(
        trx,
        blankStep(run.id, {
          kind: 'model',
          status: 'completed',
          text: answer.text || null,
          tool_calls: answer.toolCalls,
          // What the provider's prompt cache served and stored of the input (decision 0738).
          result: { message: answer.message, cache_read_input_tokens: answer.usage.cacheRead, cache_write_input_tokens: answer.usage.cacheWrite },
          input_tokens: answer.usage.input,
          output_tokens: answer.usage.output,
          reasoning_tokens: answer.usage.reasoning,
          cost_usd: cost,
        }),
        at,
      );
      await this.a.runs.addUsage(trx, run.id, { input: answer.usage.input, output: answer.usage.output, reasoning: answer.usage.reasoning, cost }, at);
    });
    return ok ? undefined : { kind: 'stopped' };
  }

  /** Aborts when `stop` fires or the run reaches one of `statuses` (polled); `done()` ends the watch. */
  private watch(runId: string, stop: AbortSignal, statuses: string[]): { signal: AbortSignal; done(): void } {
    const ctl = new AbortController();
    const onStop = () => ctl.abort();
    stop.addEventListener('abort', onStop);
    const timer = setInterval(() => {
      void this.a.runs
        .byId(runId)
        .then((r) => {
          if (!r || statuses.includes(r.status)) ctl.abort();
        })
        .catch(() => undefined);
    }, this.a.settings.statusPollMs);
    return {
      signal: ctl.signal,
      done: () => {
        clearInterval(timer);
        stop.removeEventListener('abort', onStop);
      },
    };
  }

  /** The key the run's provider calls use: the project's own, else the platform's; undefined when neither. */
  async apiKey(projectId: string, provider: string): Promise<string | undefined> {
    const own = await this.a.keys.get(projectId, provider);
    if (own) return this.a.cipher.open(own.api_key_sealed, providerKeyAad(projectId, provider));
    return this.a.settings.platformKeys[provider];
  }

  private systemPrompt(run: RunRow): string | undefined {
    const parts = [run.settings.system_prompt ?? ''];
    if (run.settings.message_delivery_mode === 'tool_only') parts.push(TOOL_ONLY_INSTRUCTION);
    const text = parts.filter(Boolean).join('\n\n');
    return text || undefined;
  }

  /** The conversation as the model sees it, rebuilt from the steps (assistant messages exactly as stored). */
  messages(run: RunRow, steps: StepRow[]): ModelMessage[] {
    const out: ModelMessage[] = [{ role: 'user', content: run.prompt }];
    for (const s of steps) {
      if (s.kind === 'model') out.push((s.result as { message: ModelMessage }).message);
      else if (s.kind === 'user') out.push({ role: 'user', content: s.text ?? '' });
      else if (s.kind === 'tool' && ['completed', 'failed', 'rejected'].includes(s.status))
        out.push({
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: s.tool_call_id ?? '',
              toolName: s.tool_name ?? '',
              output: { type: 'json', value: (s.result ?? null) as never },
            },
          ],
        });
    }
    return out;
  }

  private toolSpecs(run: RunRow): Record<string, ToolSpec> {
    const specs: Record<string, ToolSpec> = {};
    for (const name of run.tools.builtin) specs[name] = BUILTIN_SPECS[name as BuiltinTool];
    const any = { type: 'object', additionalProperties: true };
    for (const t of run.tools.webhooks) specs[t.name] = { description: t.description, inputSchema: t.input_schema ?? any };
    for (const t of run.tools.integrations) specs[t.name] = { description: t.description, inputSchema: t.input_schema ?? any };
    for (const t of run.tools.functions ?? []) specs[t.name] = { description: t.description, inputSchema: t.input_schema ?? any };
    return { ...specs, ...this.toolbox?.specs(run) };
  }

  /** Runs one tool call: step `started` first, then the tool, then `completed`/`failed` with its result. */
  private async toolStep(
    run: RunRow,
    call: PlanToolCall,
    stepIndex: number | null,
    resumed: boolean,
    owner: string,
    stop: AbortSignal,
  ): Promise<LoopExit | undefined> {
    let index = stepIndex;
    if (resumed && !SAFE_TO_REPEAT.includes(call.tool_name) && !(call.tool_name in (this.toolbox?.specs(run) ?? {}))) {
      const result = {
        error: 'outcome_unknown',
        message: 'The agent stopped while this tool was running. It was not run again, to avoid doing it twice; check its effect before retrying.',
      };
      const ok = await this.guarded(run.id, owner, ['running'], (trx) =>
        this.a.runs.updateStep(trx, run.id, index!, { status: 'failed', result }, this.ctx.clock.now()),
      );
      return ok ? undefined : { kind: 'stopped' };
    }
    if (index === null) {
      let created: StepRow | undefined;
      const ok = await this.guarded(run.id, owner, ['running'], async (trx) => {
        created = await this.a.runs.appendStep(
          trx,
          blankStep(run.id, {
            kind: 'tool',
            status: 'started',
            tool_call_id: call.tool_call_id,
            tool_name: call.tool_name,
            result: { arguments: call.arguments },
          }),
          this.ctx.clock.now(),
        );
      });
      if (!ok || !created) return { kind: 'stopped' };
      index = created.index;
    } else {
      const ok = await this.guarded(run.id, owner, ['running'], (trx) =>
        this.a.runs.updateStep(trx, run.id, index!, { status: 'started' }, this.ctx.clock.now()),
      );
      if (!ok) return { kind: 'stopped' };
    }
    const ctl = this.watch(run.id, stop, ['cancelled']);
    let outcome: { ok: boolean; result: unknown; vars?: Record<string, unknown> };
    try {
      outcome = await this.execute(run, call, ctl.signal);
    } finally {
      ctl.done();
    }
    if (ctl.signal.aborted) return { kind: 'stopped' };
    const ok = await this.guarded(run.id, owner, ['running', 'paused'], async (trx) => {
      const at = this.ctx.clock.now();
      // A peer's answer (webhook, function, integration, conversation) may hold a NUL or an unpaired
      // surrogate, which jsonb refuses (decision 0010): stored cleaned, or the real result would be lost.
      const result = storableJson(outcome.result);
      await this.a.runs.updateStep(trx, run.id, index!, { status: outcome.ok ? 'completed' : 'failed', result }, at);
      if (outcome.vars) await this.a.runs.update(trx, run.id, { vars: storableJson(outcome.vars), updated_at: at });
    });
    return ok ? undefined : { kind: 'stopped' };
  }

  /** Executes a tool; failures are results the model reads, not exceptions. */
  private async execute(run: RunRow, call: PlanToolCall, signal: AbortSignal): Promise<{ ok: boolean; result: unknown; vars?: Record<string, unknown> }> {
    const args = call.arguments ?? {};
    const key = `agent_run:${run.id}:tool:${call.tool_call_id}`;
    const text = BuiltinToolArgsSchema.parse(args);
    try {
      switch (call.tool_name) {
        case 'send_notification_to_user': {
          const message = text.message;
          if (!message) return { ok: false, result: { error: 'message is required' } };
          const out = await this.send(run, { type: 'text', text: { body: message } }, key);
          return { ok: out.sent, result: out };
        }
        case 'send_media': {
          const type = text.media_type;
          const link = text.media_url;
          if (!['image', 'video', 'audio', 'document'].includes(type))
            return { ok: false, result: { error: 'media_type must be image, video, audio or document' } };
          if (!/^https:\/\//.test(link)) return { ok: false, result: { error: 'media_url must be an https URL' } };
          const caption = text.caption;
          const out = await this.send(run, { type, [type]: { link, ...(caption && type !== 'audio' ? { caption } : {}) } }, key);
          return { ok: out.sent, result: out };
        }
        case 'get_whatsapp_context': {
          if (!run.conversation_id) return { ok: false, result: { error: 'this run has no conversation' } };
          const limit = Math.min(50, Math.max(1, Number.isInteger(args.limit) ? Number(args.limit) : 20));
          const conversation = await this.a.peers.conversations.conversation(run.project_id, run.conversation_id);
          const messages = conversation ? await this.a.peers.conversations.messages(run.project_id, run.conversation_id, limit) : [];
          return { ok: Boolean(conversation), result: conversation ? { conversation, messages } : { error: 'conversation not found' } };
        }
        case 'get_execution_metadata':
          return {
            ok: true,
            result: {
              run_id: run.id,
              workflow_execution_id: run.workflow_execution_id,
              conversation_id: run.conversation_id,
              phone_number_id: run.phone_number_id,
              metadata: run.metadata,
              started_at: run.started_at ? new Date(run.started_at).toISOString() : null,
            },
          };
        case 'get_current_datetime': {
          const now = this.ctx.clock.now();
          const tz = text.timezone;
          if (!tz) return { ok: true, result: { utc: now.toISOString() } };
          const local = formatInZone(now, tz);
          return local
            ? { ok: true, result: { utc: now.toISOString(), timezone: tz, local } }
            : { ok: false, result: { utc: now.toISOString(), error: `unknown time zone ${tz}` } };
        }
        case 'save_variable': {
          const name = text.name;
          if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return { ok: false, result: { error: 'name must be letters, digits and _ (at most 64)' } };
          if (JSON.stringify(args.value ?? null).length > 16_384) return { ok: false, result: { error: 'value must be at most 16 KiB as JSON' } };
          const current = (await this.a.runs.byId(run.id))?.vars ?? {};
          const vars = { ...current, [name]: args.value ?? null };
          return { ok: true, result: { saved: name }, vars };
        }
        case 'get_variable': {
          const name = text.name;
          const vars = (await this.a.runs.byId(run.id))?.vars ?? {};
          return { ok: true, result: Object.prototype.hasOwnProperty.call(vars, name) ? { name, found: true, value: vars[name] } : { name, found: false } };
        }
        case 'complete_task':
          return { ok: true, result: { completed: true } };
        case 'handoff_to_human':
          return { ok: true, result: HANDOFF_RESULT };
        case 'enter_waiting':
          return { ok: true, result: { waiting: true } };
      }
      const lent = await this.toolbox?.execute(run, call);
      if (lent) return lent;
      const hook = run.tools.webhooks.find((t) => t.name === call.tool_name);
      if (hook) {
        const headers = hook.headers_sealed ? (JSON.parse(this.a.cipher.open(hook.headers_sealed, headersAad(run.project_id))) as Record<string, string>) : {};
        const res = await this.a.webhookTool({ method: hook.method, url: hook.url, headers: { ...headers, 'idempotency-key': key }, body: args, signal });
        if (res.error) return { ok: false, result: { error: res.blocked ? `the URL is not allowed: ${res.error}` : res.error } };
        const ok = (res.status ?? 0) >= 200 && (res.status ?? 0) < 300;
        return { ok, result: { status: res.status, body: res.body } };
      }
      const integ = run.tools.integrations.find((t) => t.name === call.tool_name);
      if (integ) {
        const out = await this.integrations.invoke(run.project_id, integ.integration_id, args, 'agent');
        return { ok: true, result: { ret: out.ret ?? null, exports: out.exports } };
      }
      const fn = (run.tools.functions ?? []).find((t) => t.name === call.tool_name);
      if (fn) {
        const out = await this.ctx.functionRunner.invoke(run.project_id, fn.function_id, {
          input: args,
          agent_run: { id: run.id, workflow_execution_id: run.workflow_execution_id, conversation_id: run.conversation_id },
        });
        return out.ok ? { ok: true, result: { status: out.status, body: out.body } } : { ok: false, result: { error: out.reason, message: out.message } };
      }
      return { ok: false, result: { error: `unknown tool ${call.tool_name}` } };
    } catch (err) {
      if (err instanceof DomainError) return { ok: false, result: { error: err.publicMessage } };
      this.ctx.logger.warn({ err, run_id: run.id, tool: call.tool_name }, 'agent tool failed');
      return { ok: false, result: { error: 'the tool failed' } };
    }
  }

  /**
   * Sends through the guarded send path with the tool's key: a repeat of the key learns its outcome instead of
   * sending twice (decision 0240). Another attempt of the key in flight is waited for (bounded); a send whose
   * outcome is unknown, or whose call failed midway, is reported as possibly sent, so the model does not send it
   * again under a new key (readSendAnswer).
   */
  private async send(run: RunRow, body: Record<string, unknown>, key: string): Promise<SendToolResult> {
    const recipient = run.settings.recipient;
    if (!run.phone_number_id || !recipient) return { sent: false, error: 'this run has no conversation to send to' };
    let waitedMs = 0;
    for (;;) {
      let out: SendAnswer;
      try {
        out = await this.a.peers.sender.send({
          projectId: run.project_id,
          phoneNumberId: run.phone_number_id,
          message: { to: recipient, ...body },
          idempotencyKey: key,
          source: run.kind === 'api' ? `agent_run:${run.id}` : `workflow_execution:${run.workflow_execution_id}`,
        });
      } catch (err) {
        if (err instanceof DomainError && nothingSent(err.code)) return { sent: false, error: err.publicMessage };
        this.ctx.logger.warn({ err, run_id: run.id }, 'agent send of unknown outcome');
        return unknownOutcome();
      }
      const read = readSendAnswer(out, waitedMs);
      if ('result' in read) return read.result;
      await new Promise((r) => setTimeout(r, read.retryInMs));
      waitedMs += read.retryInMs;
    }
  }

  private async sendText(run: RunRow, text: string, key: string): Promise<SendToolResult> {
    return this.send(run, { type: 'text', text: { body: text.slice(0, 4096) } }, key);
  }
}

/** A step with every optional column empty. */
function blankStep(runId: string, s: Partial<StepRow> & Pick<StepRow, 'kind' | 'status'>): Omit<StepRow, 'index' | 'created_at'> {
  return {
    run_id: runId,
    text: null,
    tool_calls: null,
    tool_call_id: null,
    tool_name: null,
    result: null,
    input_tokens: null,
    output_tokens: null,
    reasoning_tokens: null,
    cost_usd: null,
    ...s,
  };
}
