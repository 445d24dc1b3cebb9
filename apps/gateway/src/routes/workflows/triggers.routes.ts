import { z } from 'zod';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { uuidParam } from '../schemas';
import { trigger } from './schemas';

const triggerParams = z.object({ trigger_id: uuidParam });

/** `/triggers/*`: one trigger of a workflow, turned on or off, or deleted (workflows-agent service, decision 0711). */
export const triggerRoutes: RouteDef[] = routesOf('workflows/triggers.routes.ts', [
  grpcRoute({
    method: 'patch',
    path: '/triggers/:trigger_id',
    operationId: 'updateWorkflowTrigger',
    summary: 'Turn a trigger on or off.',
    tag: 'Workflows',
    params: triggerParams,
    body: z.object({ trigger: z.object({ active: z.boolean() }).strict() }),
    response: z.object({ data: trigger }),
    errorStatuses: [400, 404, 409],
    service: 'workflowsAgent',
    rpc: 'UpdateWorkflowTrigger',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, trigger_id: params.trigger_id, active: body.trigger.active }),
    reply: (res) => ({ body: { data: res.trigger } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/triggers/:trigger_id',
    operationId: 'deleteWorkflowTrigger',
    summary: 'Delete a trigger.',
    tag: 'Workflows',
    params: triggerParams,
    response: z.object({ data: z.object({ success: z.boolean() }) }),
    service: 'workflowsAgent',
    rpc: 'DeleteWorkflowTrigger',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, trigger_id: params.trigger_id }),
    reply: (res) => ({ body: { data: { success: res.success } } }),
  }),
]);
