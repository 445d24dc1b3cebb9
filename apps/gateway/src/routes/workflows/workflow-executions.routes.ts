import { toStruct } from '@platform/contracts';
import { z } from 'zod';
import { contractObject } from './contract-schema';
import { cursorPaging, uuidParam } from './schemas';
import { cursorQuery, isoFilter, pagingOf } from './contacts/schemas';
import { grpcRoute, type RouteDef } from './route';
import { WORKFLOW_START_BURST_LIMIT } from './workflow-definitions.routes';

/** Overrides: spec 2.13 closes `thinking_mode` and `default_prompt_cache_ttl`, strings in the proto. */
const providerModel = contractObject('svc.workflows_agent.v1.ProviderModel', {
  thinking_mode: z.enum(['disabled', 'manual', 'adaptive', 'always_adaptive']),
  default_prompt_cache_ttl: z.enum(['5m', '1h']),
});

const executionStatus = z.enum(['running', 'waiting', 'handoff', 'ended', 'failed']);
const executionStep = contractObject('svc.workflows_agent.v1.ExecutionStep');
const execution = contractObject(
  'svc.workflows_agent.v1.WorkflowExecution',
  {
    status: executionStatus,
    current_step: executionStep.nullable(),
    waiting_reason: z.enum(['wait_for_response', 'call', 'delay']).nullable(),
  },
  { uuid: ['id', 'workflow_id', 'resumable_execution_id', 'conversation_id', 'parent_execution_id'] },
);
const executionEvent = contractObject(
  'svc.workflows_agent.v1.ExecutionEvent',
  { step: executionStep.nullable(), direction: z.enum(['inbound', 'outbound', 'internal']) },
  { uuid: ['id', 'execution_id'] },
);

/** Levels of objects and arrays (a scalar is 0), counted up to just past `max`. */
function depthOf(v: unknown, max: number, level = 0): number {
  if (v === null || typeof v !== 'object' || level > max) return level;
  let d = level + 1;
  for (const x of Object.values(v as Record<string, unknown>)) d = Math.max(d, depthOf(x, max, level + 1));
  return d;
}
/** True when a JSON value holds a NUL character anywhere (keys included): Postgres text and jsonb cannot store it. */
const hasNul = (v: unknown) => JSON.stringify(v).includes('\\u0000');
/** Free-form JSON object (variables, context), at most 32 levels deep, no NUL characters. */
const jsonObject = z
  .record(z.unknown())
  .refine((o) => depthOf(o, 32) <= 32, 'nests objects and arrays deeper than 32 levels')
  .refine((o) => !hasNul(o), 'must not contain NUL characters');
/** A contact phone number (digits, `+`, spaces and dashes allowed; at least 6 digits). */
const phoneNumber = z.string().regex(/^\+?[\d\s().-]{6,30}$/, 'must be a phone number');
/** A business-scoped user id or parent id (opaque, e.g. `US.13491208655302741918`). */
const userId = z.string().regex(/^[A-Za-z0-9._:-]{1,256}$/, 'must be a business-scoped user id');
const executionParams = z.object({ execution_id: uuidParam });
const workflowParams = z.object({ workflow_id: uuidParam });

const startBody = z.object({
  workflow_execution: z
    .object({
      recipient: userId.optional().describe('Business-scoped user id or parent id: the participant identity.'),
      phone_number: phoneNumber.optional().describe('Contact phone number; routes the conversation when given.'),
      phone_number_id: z
        .string()
        .regex(/^\d{1,32}$/, 'must be a digit string')
        .describe('The number the execution sends from.'),
      variables: jsonObject.optional().describe('Initial `vars`.'),
      context: jsonObject.optional().describe('Extra `context` keys.'),
    })
    .refine((w) => Boolean(w.recipient || w.phone_number), { message: 'one of recipient and phone_number is required', path: ['recipient'] }),
});
const resumeBody = z
  .object({
    message: z
      .object({
        kind: z.enum(['payload', 'text']).optional(),
        data: z
          .union([
            z
              .string()
              .max(65_536)
              .refine((v) => !v.includes('\u0000'), 'must not contain NUL characters'),
            jsonObject,
          ])
          .optional()
          .describe('The reply; `{{last_user_input}}` and save_response_to receive it.'),
      })
      .optional(),
    variables: jsonObject.optional().describe('Merged into `vars` before the execution continues.'),
  })
  .optional();
const statusBody = z.object({
  workflow_execution: z.object({ status: z.enum(['ended', 'handoff', 'waiting', 'running']) }),
});

/** Workflows and agent (workflows-agent service, spec 2.13, 4.12). */
export const workflowRoutes: RouteDef[] = [
  grpcRoute({
    method: 'post',
    path: '/workflows/:workflow_id/executions',
    operationId: 'startWorkflowExecution',
    summary:
      'Start an execution of an active workflow (202; poll GET /workflow_executions/{id}). With an Idempotency-Key, a retry returns the execution the key started; the key with a different request is 422 idempotency_key_reused.',
    tag: 'Workflows',
    params: workflowParams,
    headers: z.object({ 'idempotency-key': z.string().min(1).max(255).optional() }).passthrough(),
    body: startBody,
    response: z.object({ data: execution }),
    successStatuses: [202],
    errorStatuses: [400, 404, 422],
    limits: [WORKFLOW_START_BURST_LIMIT],
    service: 'workflowsAgent',
    rpc: 'StartWorkflowExecution',
    request: ({ params, body, headers }, ctx) => ({
      project_id: ctx.projectId,
      workflow_id: params.workflow_id,
      recipient: body.workflow_execution.recipient,
      phone_number: body.workflow_execution.phone_number,
      phone_number_id: body.workflow_execution.phone_number_id,
      variables: toStruct(body.workflow_execution.variables ?? {}),
      context: toStruct(body.workflow_execution.context ?? {}),
      metadata: toStruct({ request: { user_agent: headers['user-agent'] ?? null } }),
      idempotency_key: headers['idempotency-key'] ?? '',
    }),
    reply: (res) => ({ status: 202, body: { data: res.execution } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/workflows/:workflow_id/executions',
    operationId: 'listWorkflowExecutions',
    summary: 'List executions of a workflow, newest first (cursor paginated; unsupported parameters such as waiting_reason are ignored).',
    tag: 'Workflows',
    params: workflowParams,
    query: z.object({
      status: executionStatus.optional(),
      created_after: isoFilter.optional(),
      created_before: isoFilter.optional(),
      conversation_id: uuidParam.optional(),
      ...cursorQuery,
    }),
    response: z.object({ data: z.array(execution), paging: cursorPaging }),
    service: 'workflowsAgent',
    rpc: 'ListWorkflowExecutions',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, workflow_id: params.workflow_id, ...query }),
    reply: (res, { params, query }) => ({
      body: { data: res.executions, paging: pagingOf(`/workflows/${params.workflow_id}/executions`, query as Record<string, unknown>, res) },
    }),
  }),
  grpcRoute({
    method: 'get',
    path: '/workflow_executions/:execution_id/events',
    operationId: 'listWorkflowExecutionEvents',
    summary: 'Events of an execution, newest first (cursor paginated).',
    tag: 'Workflows',
    params: executionParams,
    query: z.object({
      event_type: z
        .string()
        .regex(/^[a-z_]{1,64}$/, 'must be an event type')
        .optional(),
      ...cursorQuery,
    }),
    response: z.object({ data: z.array(executionEvent), paging: cursorPaging }),
    service: 'workflowsAgent',
    rpc: 'ListWorkflowExecutionEvents',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, execution_id: params.execution_id, ...query }),
    reply: (res, { params, query }) => ({
      body: { data: res.events, paging: pagingOf(`/workflow_executions/${params.execution_id}/events`, query as Record<string, unknown>, res) },
    }),
  }),
  grpcRoute({
    method: 'patch',
    path: '/workflow_executions/:execution_id',
    operationId: 'updateWorkflowExecutionStatus',
    summary: 'Force an execution status (ended, handoff, waiting; running returns a handoff to the workflow).',
    tag: 'Workflows',
    params: executionParams,
    body: statusBody,
    response: z.object({ data: execution }),
    errorStatuses: [400, 404, 409, 422],
    service: 'workflowsAgent',
    rpc: 'UpdateWorkflowExecutionStatus',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, execution_id: params.execution_id, status: body.workflow_execution.status }),
    reply: (res) => ({ body: { data: res.execution } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/workflow_executions/:execution_id/resume',
    operationId: 'resumeWorkflowExecution',
    summary: 'Resume a waiting execution with input (409 at once when busy; 422 when not waiting or its call step changed).',
    tag: 'Workflows',
    params: executionParams,
    body: resumeBody,
    response: z.object({ data: execution }),
    successStatuses: [200],
    errorStatuses: [400, 404, 409, 422],
    service: 'workflowsAgent',
    rpc: 'ResumeWorkflowExecution',
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      execution_id: params.execution_id,
      message: body?.message ? toStruct(body.message) : undefined,
      variables: toStruct(body?.variables ?? {}),
    }),
    reply: (res) => ({ body: { data: res.execution } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/workflow_executions/:execution_id',
    operationId: 'getWorkflowExecution',
    summary: 'Read a workflow execution, including resumable_execution_id.',
    tag: 'Workflows',
    params: z.object({ execution_id: uuidParam }),
    response: z.object({ data: execution }),
    service: 'workflowsAgent',
    rpc: 'GetWorkflowExecution',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, execution_id: params.execution_id }),
    reply: (res) => ({ body: { data: res.execution } }),
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
];
