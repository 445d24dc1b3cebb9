import { z } from 'zod';
import { grpcRoute, type RouteDef } from './route';
import { uuidParam } from './schemas';

const providerModel = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  reasoning_model: z.boolean(),
  thinking_mode: z.enum(['disabled', 'manual', 'adaptive', 'always_adaptive']),
  supports_custom_sampling: z.boolean(),
  supported_reasoning_efforts: z.array(z.string()),
  default_reasoning_effort: z.string().nullable(),
  api_surface: z.string(),
  supported_prompt_cache_ttls: z.array(z.string()),
  default_prompt_cache_ttl: z.enum(['5m', '1h']),
});

/** Workflows and agent (workflows-agent service, spec 2.13, 4.12). */
export const workflowRoutes: RouteDef[] = [
  grpcRoute({
    method: 'get',
    path: '/workflow_executions/:execution_id',
    operationId: 'getWorkflowExecution',
    summary: 'Read a workflow execution, including resumable_execution_id.',
    tag: 'Workflows',
    params: z.object({ execution_id: uuidParam }),
    response: z.object({
      data: z.object({ id: z.string().uuid(), workflow_id: z.string().uuid(), status: z.string(), resumable_execution_id: z.string().uuid().nullable(), created_at: z.string(), updated_at: z.string() }),
    }),
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
