import { afterCursorOf, encodeAfterCursor, fromStruct, toStruct, type workflowsAgent } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import { RUN_STATUSES } from '../domain/run-state';
import type { AgentRunsRepository, RunRow, StepRow } from '../infra/db/agent-runs.repository';
import type { AgentsUsecase } from '../usecases/agents.usecase';

const iso = (d: Date | string | null): string | undefined => (d ? new Date(d).toISOString() : undefined);
const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);
const usage = (input: number, output: number, reasoning: number, cost: number): workflowsAgent.AgentUsage => ({
  input_tokens: input,
  output_tokens: output,
  reasoning_tokens: reasoning,
  total_tokens: input + output,
  cost_usd: cost,
});

/** A run row → the public AgentRun (no secrets: tool headers and keys never leave the service). */
export function agentRunView(r: RunRow): workflowsAgent.AgentRun {
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
    usage: usage(r.input_tokens, r.output_tokens, r.reasoning_tokens, r.cost_usd),
    warnings: r.warnings,
    iterations: r.iterations,
    workflow_execution_id: opt(r.workflow_execution_id),
    phone_number_id: opt(r.phone_number_id),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
  };
}

/** A step row → the public AgentRunStep (a model step without its raw provider message). */
export function agentStepView(s: StepRow): workflowsAgent.AgentRunStep {
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
    usage: s.kind === 'model' ? usage(s.input_tokens ?? 0, s.output_tokens ?? 0, s.reasoning_tokens ?? 0, s.cost_usd ?? 0) : undefined,
    created_at: iso(s.created_at)!,
  };
}

const runNotFound = () => notFound('AGENT_RUN_NOT_FOUND', 'Agent run not found');

/** CreateAgentRun (POST /agent/runs, 202). */
export function createAgentRunRpc(uc: AgentsUsecase, wake: () => void) {
  return async (req: workflowsAgent.CreateAgentRunRequest__Output): Promise<workflowsAgent.AgentRunResponse> => {
    const run = await uc.createRun({
      projectId: req.project_id,
      prompt: req.prompt,
      conversationId: opt(req.conversation_id),
      phoneNumberId: opt(req.phone_number_id),
      metadata: fromStruct(req.metadata),
      agent: req.agent ? fromStruct(req.agent) : {},
    });
    wake();
    return { run: agentRunView(run) };
  };
}

/** GetAgentRun (a query). */
export function getAgentRunRpc(repo: AgentRunsRepository) {
  return async (req: workflowsAgent.AgentRunIdRequest__Output): Promise<workflowsAgent.AgentRunResponse> => {
    const run = await repo.get(req.project_id, req.run_id);
    if (!run || run.kind !== 'api') throw runNotFound();
    return { run: agentRunView(run) };
  };
}

/** ListAgentRuns (a query): newest first, cursor style. */
export function listAgentRunsRpc(repo: AgentRunsRepository) {
  return async (req: workflowsAgent.ListAgentRunsRequest__Output): Promise<workflowsAgent.ListAgentRunsResponse> => {
    const status = opt(req.status);
    if (status !== undefined && !(RUN_STATUSES as readonly string[]).includes(status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${RUN_STATUSES.join(', ')}`, { field: 'status' });
    const limit = Math.min(100, Math.max(1, req.limit || 20));
    const rows = await repo.list(req.project_id, { status, limit: limit + 1, after: req.after ? afterCursorOf(req.after) : undefined });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      runs: page.map(agentRunView),
      after_cursor: rows.length > limit && last ? encodeAfterCursor(last.created_at, last.id) : '',
    };
  };
}

/** ListAgentRunSteps (a query): oldest first. */
export function listAgentRunStepsRpc(repo: AgentRunsRepository) {
  return async (req: workflowsAgent.AgentRunIdRequest__Output): Promise<workflowsAgent.ListAgentRunStepsResponse> => {
    const run = await repo.get(req.project_id, req.run_id);
    if (!run || run.kind !== 'api') throw runNotFound();
    return { steps: (await repo.steps(run.id)).map(agentStepView) };
  };
}

/** PauseAgentRun, ResumeAgentRun, CancelAgentRun. */
export function agentRunActionRpc(uc: AgentsUsecase, action: 'pause' | 'resume' | 'cancel', wake: () => void) {
  return async (req: workflowsAgent.AgentRunIdRequest__Output): Promise<workflowsAgent.AgentRunResponse> => {
    const run = await uc[action](req.project_id, req.run_id);
    if (action === 'resume') wake();
    return { run: agentRunView(run) };
  };
}

/** ApproveAgentRunToolCall, RejectAgentRunToolCall. */
export function agentRunDecisionRpc(uc: AgentsUsecase, approve: boolean, wake: () => void) {
  return async (req: workflowsAgent.AgentRunDecisionRequest__Output): Promise<workflowsAgent.AgentRunResponse> => {
    const run = await uc.decide(req.project_id, req.run_id, approve, opt(req.tool_call_id), opt(req.reason)?.slice(0, 2000));
    wake();
    return { run: agentRunView(run) };
  };
}

/** ListProviderKeys (never the key). */
export function listProviderKeysRpc(uc: AgentsUsecase) {
  return async (req: workflowsAgent.ListProviderKeysRequest__Output): Promise<workflowsAgent.ListProviderKeysResponse> => ({
    keys: await uc.listKeys(req.project_id),
  });
}

/** SetProviderKey (PUT /agent/provider_keys/{provider}). */
export function setProviderKeyRpc(uc: AgentsUsecase) {
  return async (req: workflowsAgent.SetProviderKeyRequest__Output): Promise<workflowsAgent.ProviderKeyResponse> => ({
    key: await uc.setKey(req.project_id, req.provider, req.api_key),
  });
}

/** DeleteProviderKey. */
export function deleteProviderKeyRpc(uc: AgentsUsecase) {
  return async (req: workflowsAgent.DeleteProviderKeyRequest__Output): Promise<workflowsAgent.DeleteProviderKeyResponse> => {
    await uc.deleteKey(req.project_id, req.provider);
    return {};
  };
}
