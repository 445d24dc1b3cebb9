import { toStruct } from '@platform/contracts';
import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, routesOf, type RouteDef } from './route';
import { cursorPaging, depthOf, digitString, queryInt, uuidParam } from './schemas';

const RUN_STATUSES = ['queued', 'running', 'paused', 'waiting_for_approval', 'completed', 'failed', 'cancelled'] as const;

const toolCall = contractObject('svc.workflows_agent.v1.AgentToolCall');
const usage = contractObject('svc.workflows_agent.v1.AgentUsage');
const settings = contractObject('svc.workflows_agent.v1.AgentSettings', {
  message_delivery_mode: z.enum(['auto_send_assistant_text', 'tool_only']),
  provider: z.enum(['openai', 'anthropic']),
  prompt_cache_ttl: z.enum(['5m', '1h']).nullable(),
});
const agentRun = contractObject(
  'svc.workflows_agent.v1.AgentRun',
  { status: z.enum(RUN_STATUSES), agent: settings, pending_tool_call: toolCall.nullable(), usage },
  { uuid: ['id', 'conversation_id', 'workflow_execution_id'] },
);
const step = contractObject('svc.workflows_agent.v1.AgentRunStep', {
  kind: z.enum(['model', 'tool', 'user', 'delivery']),
  tool_calls: z.array(toolCall),
  usage: usage.nullable(),
});
/** Overrides: spec 2.13 closes `thinking_mode` and `default_prompt_cache_ttl`, strings in the proto. */
const providerModel = contractObject('svc.workflows_agent.v1.ProviderModel', {
  thinking_mode: z.enum(['disabled', 'manual', 'adaptive', 'always_adaptive']),
  default_prompt_cache_ttl: z.enum(['5m', '1h']),
});

const providerKey = contractObject('svc.workflows_agent.v1.ProviderKey', { provider: z.enum(['openai', 'anthropic']) });

/** Free-form JSON object, at most 16 levels deep and 64 KiB. */
const jsonObject = z
  .record(z.unknown())
  .refine((o) => depthOf(o, 16) <= 16, 'nests objects and arrays deeper than 16 levels')
  .refine((o) => JSON.stringify(o).length <= 65_536, 'must be at most 64 KiB as JSON');

const createBody = z
  .object({
    prompt: z.string().trim().min(1, 'is required').max(50_000),
    conversation_id: uuidParam.optional().describe('A conversation of the project: the built-in send tools talk in it.'),
    phone_number_id: digitString.optional().describe('The number to send from (default: the conversation’s).'),
    metadata: jsonObject.optional(),
    agent: jsonObject
      .optional()
      .describe(
        'provider_model (GET /provider_models), system_prompt, temperature, reasoning_effort, prompt_cache_ttl (5m | 1h, one the model supports), max_iterations, max_tokens, token_budget, timeout_seconds, ' +
          'message_delivery_mode (auto_send_assistant_text | tool_only), enabled_default_tools, webhook_tools [{name, description, url, method, headers, input_schema, requires_approval}], ' +
          'integration_tools [{name, description, integration_id, input_schema, requires_approval}], approval_required_tools (decision 0733).',
      ),
  })
  .strict();
const runParams = z.object({ run_id: uuidParam });
const decisionBody = z
  .object({
    tool_call_id: z.string().min(1).max(128).optional().describe('The pending call’s id; a stale one answers 409.'),
    reason: z.string().max(2000).optional().describe('Rejection: told to the model.'),
  })
  .strict();
const providerParams = z.object({ provider: z.enum(['openai', 'anthropic']) });
const runCursor = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'is not a valid cursor');
const RUN_ERRORS = [400, 404, 409];

/** Agent runs and provider keys (workflows-agent service; spec 4.12 POST /agent/runs; decisions 0730-0735). */
export function agentRoutes(basePath: string): RouteDef[] {
  const action = (verb: 'pause' | 'resume' | 'cancel', rpc: 'PauseAgentRun' | 'ResumeAgentRun' | 'CancelAgentRun', summary: string) =>
    grpcRoute({
      method: 'post',
      path: `/agent/runs/:run_id/${verb}`,
      operationId: `${verb}AgentRun`,
      summary,
      tag: 'Agent',
      params: runParams,
      response: z.object({ data: agentRun }),
      successStatuses: [200],
      errorStatuses: RUN_ERRORS,
      service: 'workflowsAgent',
      rpc,
      request: ({ params }, ctx) => ({ project_id: ctx.projectId, run_id: params.run_id }),
      reply: (res) => ({ body: { data: res.run } }),
    });
  const decision = (verb: 'approve' | 'reject', rpc: 'ApproveAgentRunToolCall' | 'RejectAgentRunToolCall', summary: string) =>
    grpcRoute({
      method: 'post',
      path: `/agent/runs/:run_id/${verb}`,
      operationId: `${verb}AgentRunToolCall`,
      summary,
      tag: 'Agent',
      params: runParams,
      body: decisionBody,
      response: z.object({ data: agentRun }),
      successStatuses: [200],
      errorStatuses: RUN_ERRORS,
      service: 'workflowsAgent',
      rpc,
      request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, run_id: params.run_id, tool_call_id: body.tool_call_id, reason: body.reason }),
      reply: (res) => ({ body: { data: res.run } }),
    });
  return routesOf('agent.routes.ts', [
    grpcRoute({
      method: 'post',
      path: '/agent/runs',
      operationId: 'createAgentRun',
      summary: 'Trigger an agent run (202): poll status_url; agent.run.* webhooks report approvals and the end.',
      tag: 'Agent',
      body: createBody,
      response: z.object({ data: agentRun, status_url: z.string() }),
      successStatuses: [202],
      errorStatuses: [400, 422],
      service: 'workflowsAgent',
      rpc: 'CreateAgentRun',
      request: ({ body }, ctx) => ({
        project_id: ctx.projectId,
        prompt: body.prompt,
        conversation_id: body.conversation_id,
        phone_number_id: body.phone_number_id,
        metadata: toStruct(body.metadata ?? {}),
        agent: toStruct(body.agent ?? {}),
      }),
      reply: (res) => {
        const url = `${basePath}/agent/runs/${res.run!.id}`;
        return { status: 202, headers: { location: url }, body: { data: res.run, status_url: url } };
      },
    }),
    grpcRoute({
      method: 'get',
      path: '/agent/runs',
      operationId: 'listAgentRuns',
      summary: "The project's agent runs, newest first (cursor paginated).",
      tag: 'Agent',
      query: z.object({
        status: z.enum(RUN_STATUSES).optional(),
        limit: queryInt(1, 100).default(20).describe('Page size, 1 to 100.'),
        after: runCursor.optional().describe('Cursor of the next (older) page: paging.cursors.after of a page.'),
      }),
      response: z.object({ data: z.array(agentRun), paging: cursorPaging }),
      errorStatuses: [400],
      service: 'workflowsAgent',
      rpc: 'ListAgentRuns',
      request: ({ query }, ctx) => ({ project_id: ctx.projectId, status: query.status, limit: query.limit, after: query.after }),
      reply: (res, { query }) => {
        const after = res.after_cursor || null;
        const status = query.status ? `&status=${query.status}` : '';
        return {
          body: {
            data: res.runs,
            paging: {
              cursors: { before: null, after },
              next: after ? `${basePath}/agent/runs?limit=${query.limit}${status}&after=${after}` : null,
              previous: null,
            },
          },
        };
      },
    }),
    grpcRoute({
      method: 'get',
      path: '/agent/runs/:run_id',
      operationId: 'getAgentRun',
      summary: 'Poll an agent run: status, the pending tool call while waiting_for_approval, result or error, usage and cost.',
      tag: 'Agent',
      params: runParams,
      response: z.object({ data: agentRun }),
      service: 'workflowsAgent',
      rpc: 'GetAgentRun',
      request: ({ params }, ctx) => ({ project_id: ctx.projectId, run_id: params.run_id }),
      reply: (res) => ({ body: { data: res.run } }),
    }),
    grpcRoute({
      method: 'get',
      path: '/agent/runs/:run_id/steps',
      operationId: 'listAgentRunSteps',
      summary: "An agent run's steps, oldest first: model calls (text, tool calls, tokens, cost) and tool calls (status, result).",
      tag: 'Agent',
      params: runParams,
      response: z.object({ data: z.array(step) }),
      service: 'workflowsAgent',
      rpc: 'ListAgentRunSteps',
      request: ({ params }, ctx) => ({ project_id: ctx.projectId, run_id: params.run_id }),
      reply: (res) => ({ body: { data: res.steps } }),
    }),
    action('pause', 'PauseAgentRun', 'Pause a queued or running run (the step in flight finishes and is kept); 409 otherwise.'),
    action('resume', 'ResumeAgentRun', 'Resume a paused run from its last completed step; 409 otherwise.'),
    action('cancel', 'CancelAgentRun', 'Cancel a run that has not finished (a model call or tool in flight is aborted); 409 otherwise.'),
    decision('approve', 'ApproveAgentRunToolCall', 'Approve the pending tool call of a run waiting_for_approval: the tool runs, then the model continues.'),
    decision('reject', 'RejectAgentRunToolCall', 'Reject the pending tool call: it does not run and the model is told (with the reason).'),
    grpcRoute({
      method: 'get',
      path: '/agent/provider_keys',
      operationId: 'listProviderKeys',
      summary: 'Providers the project has its own key for (never the key).',
      tag: 'Agent',
      response: z.object({ data: z.array(providerKey) }),
      errorStatuses: [],
      service: 'workflowsAgent',
      rpc: 'ListProviderKeys',
      request: (_input, ctx) => ({ project_id: ctx.projectId }),
      reply: (res) => ({ body: { data: res.keys } }),
    }),
    grpcRoute({
      method: 'put',
      path: '/agent/provider_keys/:provider',
      operationId: 'setProviderKey',
      summary: "Set the project's key of a provider (stored encrypted, never returned; it replaces the platform's default key).",
      tag: 'Agent',
      params: providerParams,
      body: z.object({ api_key: z.string().min(8).max(500) }).strict(),
      response: z.object({ data: providerKey }),
      successStatuses: [200],
      errorStatuses: [400, 404],
      service: 'workflowsAgent',
      rpc: 'SetProviderKey',
      request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, provider: params.provider, api_key: body.api_key }),
      reply: (res) => ({ body: { data: res.key } }),
    }),
    grpcRoute({
      method: 'delete',
      path: '/agent/provider_keys/:provider',
      operationId: 'deleteProviderKey',
      summary: "Delete the project's key of a provider (the platform's default key applies again, when configured).",
      tag: 'Agent',
      params: providerParams,
      response: z.object({ data: z.object({ success: z.boolean() }) }),
      service: 'workflowsAgent',
      rpc: 'DeleteProviderKey',
      request: ({ params }, ctx) => ({ project_id: ctx.projectId, provider: params.provider }),
      reply: () => ({ body: { data: { success: true } } }),
    }),
    grpcRoute({
      method: 'get',
      path: '/provider_models',
      operationId: 'listProviderModels',
      summary: 'List provider models (spec 2.13).',
      tag: 'Agent',
      response: z.object({ data: z.array(providerModel) }),
      errorStatuses: [],
      service: 'workflowsAgent',
      rpc: 'ListProviderModels',
      request: (_input, ctx) => ({ project_id: ctx.projectId }),
      reply: (res) => ({ body: { data: res.models } }),
    }),
  ]);
}
