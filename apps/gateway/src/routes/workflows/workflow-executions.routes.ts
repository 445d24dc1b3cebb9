import { toStruct } from '@platform/contracts';
import { z } from 'zod';
import { contractObject } from '../contract-schema';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { cursorPaging, uuidParam, cursorQuery, pagingOf } from '../schemas';
import { execution, executionStep, jsonObject } from './schemas';

const executionEvent = contractObject(
  'svc.workflows_agent.v1.ExecutionEvent',
  { step: executionStep.nullable(), direction: z.enum(['inbound', 'outbound', 'internal']) },
  { uuid: ['id', 'execution_id'] },
);

const executionParams = z.object({ execution_id: uuidParam });

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

/** `/workflow_executions/*`: a workflow execution, its events, forced status and resume (workflows-agent service, spec 4.12). */
export const workflowExecutionRoutes: RouteDef[] = routesOf('workflows/workflow-executions.routes.ts', [
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
]);
