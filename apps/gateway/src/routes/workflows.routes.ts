import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, type RouteDef } from './route';
import { uuidParam } from './schemas';

/** Overrides: spec 2.13 closes `thinking_mode` and `default_prompt_cache_ttl`, strings in the proto. */
const providerModel = contractObject('svc.workflows_agent.v1.ProviderModel', {
  thinking_mode: z.enum(['disabled', 'manual', 'adaptive', 'always_adaptive']),
  default_prompt_cache_ttl: z.enum(['5m', '1h']),
});

const execution = contractObject('svc.workflows_agent.v1.WorkflowExecution', {}, { uuid: ['id', 'workflow_id', 'resumable_execution_id'] });

/** Workflows and agent (workflows-agent service, spec 2.13, 4.12). */
export const workflowRoutes: RouteDef[] = [
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
