import { toStruct } from '@platform/contracts';
import { z } from 'zod';
import { WORKFLOW_STARTS_PER_SECOND } from '../../projects/plans';
import { contractObject } from '../contract-schema';
import { grpcRoute, routesOf, type RouteDef, type RouteLimit } from '../route';
import { cursorPaging, depthOf, digitString, pageMeta, pageOf, pageQuery, uuidParam, cursorQuery, isoFilter, pagingOf } from '../schemas';
import { execution, executionStatus, jsonObject, trigger, triggerType } from './schemas';

/**
 * The start burst limit (decision 0714): executions started per second per workflow by plan (free
 * and legacy 5, pro 15, platform and enterprise 30); 429 with `Retry-After: 1` beyond it, and the
 * `X-Burst-RateLimit-*` headers on every answer of `POST /workflows/{id}/executions`.
 */
export const WORKFLOW_START_BURST_LIMIT: RouteLimit = {
  name: 'workflow-start-burst',
  points: WORKFLOW_STARTS_PER_SECOND.free,
  pointsByPlan: WORKFLOW_STARTS_PER_SECOND,
  durationSec: 1,
  keyParam: 'workflow_id',
  limitHeader: 'X-Burst-RateLimit-Limit',
  remainingHeader: 'X-Burst-RateLimit-Remaining',
};

const workflowStatus = z.enum(['draft', 'active', 'paused', 'archived']);
const workflow = contractObject('svc.workflows_agent.v1.Workflow', { status: workflowStatus }, { uuid: ['id'] });

/** The graph JSON: nodes and edges (each node and edge checked by the service, which names the path of every error). */
const definition = z
  .object({ nodes: z.array(z.record(z.unknown())).max(500), edges: z.array(z.record(z.unknown())).max(1000).optional() })
  .passthrough()
  .refine((d) => depthOf(d, 32) <= 32, 'nests objects and arrays deeper than 32 levels')
  .describe('Graph JSON (nodes `{id, position, data{node_type, config}}`, edges `{source, target, label}`); validated on save (422 with error_path).');
const name = z.string().min(1).max(200);
const description = z.string().max(2000).describe('An empty string clears it.');
const debounce = z.number().int().min(0).max(60).describe('Inbound replies arriving within this many seconds count as one input.');

const createFields = z.object({
  name,
  description: description.optional(),
  definition: definition.optional().describe('Default: a lone start node.'),
  message_debounce_seconds: debounce.optional(),
});
const updateFields = z.object({
  lock_version: z
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .describe('The version the change is based on; a stale one answers 409 with expected_lock_version and current_lock_version.'),
  name: name.optional(),
  description: description.optional(),
  status: workflowStatus.optional(),
  definition: definition.optional(),
  message_debounce_seconds: debounce.optional(),
});
/** `workflow` is the envelope; `flow` is accepted as an alias (the peer's). */
function envelope<T extends z.ZodTypeAny>(fields: T) {
  return z
    .object({ workflow: fields.optional(), flow: fields.optional().describe('Alias of workflow (workflow wins).') })
    .refine((b) => b.workflow !== undefined || b.flow !== undefined, { message: 'workflow is required', path: ['workflow'] })
    .transform((b) => (b.workflow ?? b.flow) as z.infer<T>);
}

const triggerInput = z
  .object({
    trigger_type: triggerType,
    active: z.boolean().optional().describe('Default true.'),
    phone_number_id: digitString.optional().describe('inbound_message (required), messaging_event (optional): a number of the project.'),
    event: z
      .string()
      .max(128)
      .optional()
      .describe('messaging_event: messaging.message.received|sent|failed, messaging.conversation.created|ended, messaging.thread.control_received.'),
    triggerable_attributes: z
      .object({
        event_name: z.string().max(128),
        property_key: z.string().max(64).optional(),
        operator: z.enum(['eq', 'gt', 'gte', 'lt', 'lte']).optional(),
        property_value: z.union([z.string().max(1024), z.number(), z.boolean()]).optional(),
      })
      .strict()
      .optional()
      .describe('project_event: the event name and an optional property filter (property_key, operator and property_value together).'),
  })
  .strict();
const toTriggerInput = (t: z.infer<typeof triggerInput>) => ({
  trigger_type: t.trigger_type,
  active: t.active,
  phone_number_id: t.phone_number_id,
  event: t.event,
  triggerable_attributes: t.triggerable_attributes ? toStruct(t.triggerable_attributes) : undefined,
});

const workflowParams = z.object({ workflow_id: uuidParam });
const ERRORS = [400, 404, 409, 422, 503];

/** Status actions: the path's verb and the status it sets. */
const STATUS_ACTIONS = [
  ['activate', 'active', 'Activate a workflow (its definition is validated again; 422 when invalid).'],
  ['pause', 'paused', 'Pause a workflow: no new executions; running ones continue.'],
  ['archive', 'archived', 'Archive a workflow: no new executions, its triggers deactivated.'],
  ['restore', 'draft', 'Restore an archived (or active/paused) workflow to draft.'],
] as const;

/** A contact phone number (digits, `+`, spaces and dashes allowed; at least 6 digits). */
const phoneNumber = z.string().regex(/^\+?[\d\s().-]{6,30}$/, 'must be a phone number');
/** A business-scoped user id or parent id (opaque, e.g. `US.13491208655302741918`). */
const userId = z.string().regex(/^[A-Za-z0-9._:-]{1,256}$/, 'must be a business-scoped user id');

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

/**
 * `/workflows/*`: workflow definitions, their status actions, triggers and executions (workflows-agent
 * service; issue 19, decisions 0710-0714).
 */
export const workflowRoutes: RouteDef[] = routesOf('workflows/workflows.routes.ts', [
  grpcRoute({
    method: 'post',
    path: '/workflows',
    operationId: 'createWorkflow',
    summary: 'Create a workflow (a draft); the definition is validated on save.',
    tag: 'Workflows',
    body: envelope(createFields),
    response: z.object({ data: workflow }),
    successStatuses: [201],
    errorStatuses: [400, 422, 503],
    service: 'workflowsAgent',
    rpc: 'CreateWorkflow',
    request: ({ body }, ctx) => ({
      project_id: ctx.projectId,
      name: body.name,
      description: body.description,
      definition: body.definition ? toStruct(body.definition) : undefined,
      message_debounce_seconds: body.message_debounce_seconds,
    }),
    reply: (res) => ({ status: 201, body: { data: res.workflow } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/workflows',
    operationId: 'listWorkflows',
    summary: "List the project's workflows, newest first (page style; no definitions).",
    tag: 'Workflows',
    query: pageQuery.extend({
      status: workflowStatus.optional(),
      name_contains: z.string().min(1).max(200).optional(),
      created_after: isoFilter.optional(),
      created_before: isoFilter.optional(),
    }),
    response: z.object({ data: z.array(workflow), meta: pageMeta }),
    errorStatuses: [400],
    service: 'workflowsAgent',
    rpc: 'ListWorkflows',
    request: ({ query }, ctx) => ({
      project_id: ctx.projectId,
      page: pageOf(query),
      status: query.status,
      name_contains: query.name_contains,
      created_after: query.created_after,
      created_before: query.created_before,
    }),
    reply: (res) => ({ body: { data: res.workflows, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/workflows/:workflow_id',
    operationId: 'getWorkflow',
    summary: 'Read a workflow with its definition and lock_version.',
    tag: 'Workflows',
    params: workflowParams,
    response: z.object({ data: workflow }),
    service: 'workflowsAgent',
    rpc: 'GetWorkflow',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, workflow_id: params.workflow_id }),
    reply: (res) => ({ body: { data: res.workflow } }),
  }),
  grpcRoute({
    method: 'patch',
    path: '/workflows/:workflow_id',
    operationId: 'updateWorkflow',
    summary: 'Update a workflow; lock_version is required and enforced (409 when stale).',
    tag: 'Workflows',
    params: workflowParams,
    body: envelope(updateFields),
    response: z.object({ data: workflow }),
    errorStatuses: ERRORS,
    service: 'workflowsAgent',
    rpc: 'UpdateWorkflow',
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      workflow_id: params.workflow_id,
      lock_version: body.lock_version,
      name: body.name,
      description: body.description,
      status: body.status,
      definition: body.definition ? toStruct(body.definition) : undefined,
      message_debounce_seconds: body.message_debounce_seconds,
    }),
    reply: (res) => ({ body: { data: res.workflow } }),
  }),
  ...STATUS_ACTIONS.map(([verb, status, summary]) =>
    grpcRoute({
      method: 'post',
      path: `/workflows/:workflow_id/${verb}`,
      operationId: `${verb}Workflow`,
      summary,
      tag: 'Workflows',
      params: workflowParams,
      response: z.object({ data: workflow }),
      successStatuses: [200],
      errorStatuses: ERRORS,
      service: 'workflowsAgent',
      rpc: 'SetWorkflowStatus',
      request: ({ params }, ctx) => ({ project_id: ctx.projectId, workflow_id: params.workflow_id, status }),
      reply: (res) => ({ body: { data: res.workflow } }),
    }),
  ),
  grpcRoute({
    method: 'get',
    path: '/workflows/:workflow_id/triggers',
    operationId: 'listWorkflowTriggers',
    summary: "A workflow's triggers.",
    tag: 'Workflows',
    params: workflowParams,
    response: z.object({ data: z.array(trigger) }),
    service: 'workflowsAgent',
    rpc: 'ListWorkflowTriggers',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, workflow_id: params.workflow_id }),
    reply: (res) => ({ body: { data: res.triggers } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/workflows/:workflow_id/triggers',
    operationId: 'createWorkflowTrigger',
    summary: 'Add a trigger (one active inbound_message trigger per number: 409 otherwise).',
    tag: 'Workflows',
    params: workflowParams,
    body: z.object({ trigger: triggerInput }),
    response: z.object({ data: trigger }),
    successStatuses: [201],
    errorStatuses: ERRORS,
    service: 'workflowsAgent',
    rpc: 'CreateWorkflowTrigger',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, workflow_id: params.workflow_id, trigger: toTriggerInput(body.trigger) }),
    reply: (res) => ({ status: 201, body: { data: res.trigger } }),
  }),
  grpcRoute({
    method: 'put',
    path: '/workflows/:workflow_id/triggers',
    operationId: 'replaceWorkflowTriggers',
    summary: "Replace a workflow's whole trigger set atomically (unlisted triggers deleted; [] removes all).",
    tag: 'Workflows',
    params: workflowParams,
    body: z.object({ triggers: z.array(triggerInput).max(50) }),
    response: z.object({ data: z.array(trigger) }),
    errorStatuses: ERRORS,
    service: 'workflowsAgent',
    rpc: 'ReplaceWorkflowTriggers',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, workflow_id: params.workflow_id, triggers: body.triggers.map(toTriggerInput) }),
    reply: (res) => ({ body: { data: res.triggers } }),
  }),
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
]);
