import { describe, expect, it } from 'vitest';
import { AgentConfigSchema, resolveTools } from './agent-config';
import { nextMove, type PlanStep } from './loop-plan';
import { applyModelRules, costOf, type CatalogModel } from './provider-rules';
import { RUN_STATUSES, transition, type RunAction } from './run-state';

const model = (over: Partial<CatalogModel>): CatalogModel => ({
  id: 'm',
  provider: 'openai',
  reasoning_model: false,
  thinking_mode: 'disabled',
  supports_custom_sampling: true,
  supported_reasoning_efforts: [],
  default_reasoning_effort: null,
  api_surface: 'chat_completions',
  supports_tool_only_delivery: true,
  supported_prompt_cache_ttls: ['5m'],
  default_prompt_cache_ttl: '5m',
  input_usd_per_mtok: 1,
  output_usd_per_mtok: 2,
  ...over,
});

describe('provider model rules', () => {
  it('the prompt cache TTL is the model default unless the agent asks for one the model supports (violation on prompt_cache_ttl otherwise)', () => {
    const opus = model({ supported_prompt_cache_ttls: ['5m', '1h'], default_prompt_cache_ttl: '1h' });
    const auto = { message_delivery_mode: 'auto_send_assistant_text' } as const;
    expect(applyModelRules(opus, auto)).toMatchObject({ ok: true, settings: { prompt_cache_ttl: '1h' } });
    expect(applyModelRules(opus, { ...auto, prompt_cache_ttl: '5m' })).toMatchObject({ ok: true, settings: { prompt_cache_ttl: '5m' } });
    expect(applyModelRules(model({}), auto)).toMatchObject({ ok: true, settings: { prompt_cache_ttl: '5m' } });
    expect(applyModelRules(model({ id: 'gpt-4.1-mini' }), { ...auto, prompt_cache_ttl: '1h' })).toEqual({
      ok: false,
      violation: { field: 'prompt_cache_ttl', message: 'prompt_cache_ttl must be one of 5m for gpt-4.1-mini' },
    });
  });
  it('tool-only delivery with a model that cannot do it is a violation on provider_model', () => {
    const r = applyModelRules(model({ id: 'claude-sonnet-4-5', thinking_mode: 'adaptive', supports_tool_only_delivery: false }), {
      message_delivery_mode: 'tool_only',
    });
    expect(r).toMatchObject({ ok: false, violation: { field: 'provider_model' } });
    expect(applyModelRules(model({}), { message_delivery_mode: 'tool_only' })).toMatchObject({ ok: true, settings: { force_tool_choice: true } });
  });
  it('sampling is dropped with a warning while thinking is active, and kept otherwise', () => {
    const thinking = applyModelRules(model({ thinking_mode: 'adaptive', supports_custom_sampling: false }), {
      temperature: 0.5,
      message_delivery_mode: 'auto_send_assistant_text',
    });
    expect(thinking).toMatchObject({ ok: true, settings: { temperature: undefined, thinking: true } });
    if (thinking.ok) expect(thinking.settings.warnings[0]).toMatch(/temperature ignored.*extended thinking/);
    const plain = applyModelRules(model({}), { temperature: 0.5, message_delivery_mode: 'auto_send_assistant_text' });
    expect(plain).toMatchObject({ ok: true, settings: { temperature: 0.5, thinking: false, warnings: [] } });
    // Manual thinking: an effort turns thinking on, and then sampling goes.
    const manual = applyModelRules(model({ thinking_mode: 'manual', supports_custom_sampling: false }), {
      temperature: 0.2,
      reasoning_effort: 'low',
      message_delivery_mode: 'auto_send_assistant_text',
    });
    expect(manual).toMatchObject({ ok: true, settings: { thinking: true, reasoning_effort: 'low', temperature: undefined } });
  });
  it('a reasoning effort must be one the model supports; the default applies when none is given', () => {
    const gpt5 = model({
      thinking_mode: 'always_adaptive',
      supported_reasoning_efforts: ['minimal', 'low', 'medium', 'high'],
      default_reasoning_effort: 'medium',
    });
    expect(applyModelRules(gpt5, { reasoning_effort: 'extreme', message_delivery_mode: 'auto_send_assistant_text' })).toMatchObject({
      ok: false,
      violation: { field: 'reasoning_effort' },
    });
    expect(applyModelRules(gpt5, { message_delivery_mode: 'auto_send_assistant_text' })).toMatchObject({ ok: true, settings: { reasoning_effort: 'medium' } });
    expect(applyModelRules(model({}), { reasoning_effort: 'low', message_delivery_mode: 'auto_send_assistant_text' })).toMatchObject({
      ok: false,
      violation: { field: 'reasoning_effort' },
    });
  });
  it('cost is tokens times the catalog price per million', () => {
    expect(costOf(model({ input_usd_per_mtok: 3, output_usd_per_mtok: 15 }), 1_000_000, 100_000)).toBeCloseTo(4.5);
  });
});

describe('run states', () => {
  it('every status and action has a defined answer; terminal statuses never move', () => {
    const actions: RunAction[] = ['start', 'pause', 'resume', 'continue', 'cancel', 'await_approval', 'approve', 'reject', 'complete', 'fail'];
    for (const s of ['completed', 'failed', 'cancelled'] as const) for (const a of actions) expect(transition(s, a).ok).toBe(false);
    for (const s of RUN_STATUSES) for (const a of actions) expect(typeof transition(s, a).ok).toBe('boolean');
  });
  it('the client actions of the spec', () => {
    expect(transition('running', 'pause')).toEqual({ ok: true, to: 'paused' });
    expect(transition('paused', 'resume')).toEqual({ ok: true, to: 'queued' });
    expect(transition('waiting_for_approval', 'approve')).toEqual({ ok: true, to: 'queued' });
    expect(transition('waiting_for_approval', 'reject')).toEqual({ ok: true, to: 'queued' });
    expect(transition('waiting_for_approval', 'cancel')).toEqual({ ok: true, to: 'cancelled' });
    expect(transition('waiting_for_approval', 'pause')).toMatchObject({ ok: false });
    expect(transition('running', 'approve')).toMatchObject({ ok: false });
  });
});

const step = (s: Partial<PlanStep> & Pick<PlanStep, 'index' | 'kind' | 'status'>): PlanStep => ({
  text: null,
  tool_calls: null,
  tool_call_id: null,
  tool_name: null,
  result: null,
  ...s,
});
const ctx = { approvalTools: ['refund'], deliveryMode: 'auto_send_assistant_text', canDeliver: true, workflowNode: false };

describe('the loop plan', () => {
  const call = { tool_call_id: 'c1', tool_name: 'refund', arguments: { amount: 1 } };
  it('asks the model first, then waits for approval of an approval tool, then runs it once approved', () => {
    expect(nextMove([], ctx)).toEqual({ kind: 'model' });
    const m = step({ index: 0, kind: 'model', status: 'completed', tool_calls: [call] });
    expect(nextMove([m], ctx)).toEqual({ kind: 'await_approval', call });
    expect(nextMove([m, step({ index: 1, kind: 'tool', status: 'approved', tool_call_id: 'c1' })], ctx)).toEqual({
      kind: 'tool',
      call,
      stepIndex: 1,
      resumed: false,
    });
    expect(nextMove([m, step({ index: 1, kind: 'tool', status: 'rejected', tool_call_id: 'c1' })], ctx)).toEqual({ kind: 'model' });
    expect(nextMove([m, step({ index: 1, kind: 'tool', status: 'completed', tool_call_id: 'c1' })], ctx)).toEqual({ kind: 'model' });
  });
  it('a tool started before a crash is resumed (never started twice), a delivered text is not sent again', () => {
    const m = step({ index: 0, kind: 'model', status: 'completed', tool_calls: [{ ...call, tool_name: 'lookup' }] });
    expect(nextMove([m, step({ index: 1, kind: 'tool', status: 'started', tool_call_id: 'c1' })], ctx)).toMatchObject({
      kind: 'tool',
      stepIndex: 1,
      resumed: true,
    });
    const t = step({ index: 0, kind: 'model', status: 'completed', text: 'hello' });
    expect(nextMove([t], ctx)).toEqual({ kind: 'deliver', modelIndex: 0, text: 'hello' });
    expect(nextMove([t, step({ index: 1, kind: 'delivery', status: 'completed' })], ctx)).toEqual({ kind: 'finish', outcome: 'completed', text: 'hello' });
    expect(nextMove([t, step({ index: 1, kind: 'delivery', status: 'completed' })], { ...ctx, workflowNode: true })).toMatchObject({
      kind: 'finish',
      outcome: 'waiting',
    });
  });
  it('complete_task, handoff and enter_waiting finish; tool-only text without tools asks again; a user message after the answer asks the model', () => {
    const done = (name: string, args: Record<string, unknown>) => [
      step({ index: 0, kind: 'model', status: 'completed', tool_calls: [{ tool_call_id: 'x', tool_name: name, arguments: args }] }),
      step({ index: 1, kind: 'tool', status: 'completed', tool_call_id: 'x', tool_name: name }),
    ];
    expect(nextMove(done('complete_task', { summary: 'ok' }), ctx)).toEqual({ kind: 'finish', outcome: 'completed', text: 'ok' });
    expect(nextMove(done('handoff_to_human', { reason: 'angry' }), ctx)).toEqual({ kind: 'finish', outcome: 'handoff', text: 'angry' });
    expect(nextMove(done('enter_waiting', {}), ctx)).toMatchObject({ kind: 'finish', outcome: 'waiting' });
    const handedOff = [...done('handoff_to_human', { reason: 'x' }), step({ index: 2, kind: 'user', status: 'completed', text: 'back' })];
    expect(nextMove(handedOff, ctx)).toEqual({ kind: 'model' });
    expect(nextMove([step({ index: 0, kind: 'model', status: 'completed', text: 'internal' })], { ...ctx, deliveryMode: 'tool_only' })).toEqual({
      kind: 'model',
    });
  });
});

describe('agent config', () => {
  it('required tools are always offered; enter_waiting only in workflow nodes; approval names must exist', () => {
    const cfg = AgentConfigSchema.parse({ enabled_default_tools: ['get_current_datetime'] });
    const r = resolveTools(cfg, { workflowNode: false });
    expect(r.ok && r.tools.builtin.sort()).toEqual(['complete_task', 'get_current_datetime', 'handoff_to_human']);
    expect(resolveTools(AgentConfigSchema.parse({ enabled_default_tools: ['enter_waiting'] }), { workflowNode: false })).toMatchObject({ ok: false });
    expect(resolveTools(AgentConfigSchema.parse({ approval_required_tools: ['nope'] }), { workflowNode: false })).toMatchObject({
      ok: false,
      field: 'approval_required_tools',
    });
    expect(AgentConfigSchema.safeParse({ webhook_tools: [{ name: 'complete_task', description: 'x', url: 'https://x.test' }] }).success).toBe(false);
  });

  it('approval exists only for API runs: a workflow node refuses tools that require it, an API run keeps them', () => {
    const hook = { name: 'refund', description: 'x', url: 'https://x.test', requires_approval: true };
    const fn = { name: 'score', description: 'x', function_id: '5d0c7a9e-1f2b-4c3d-8e4f-a5b6c7d8e9f1', requires_approval: true };
    expect(resolveTools(AgentConfigSchema.parse({ webhook_tools: [hook] }), { workflowNode: true })).toMatchObject({
      ok: false,
      field: 'webhook_tools',
      path: ['webhook_tools', 0, 'requires_approval'],
    });
    expect(resolveTools(AgentConfigSchema.parse({ function_tools: [fn] }), { workflowNode: true })).toMatchObject({
      ok: false,
      path: ['function_tools', 0, 'requires_approval'],
    });
    expect(resolveTools(AgentConfigSchema.parse({ approval_required_tools: ['complete_task'] }), { workflowNode: true })).toMatchObject({
      ok: false,
      field: 'approval_required_tools',
    });
    const api = resolveTools(AgentConfigSchema.parse({ webhook_tools: [hook] }), { workflowNode: false });
    expect(api.ok && api.tools.approval).toEqual(['refund']);
  });
});
