import type { workflowsAgent } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { ExecutionsRepository } from '../infra/db/executions.repository';

/** GetWorkflowExecution (a query): includes `resumable_execution_id`, the execution that accepts input next. */
export function getWorkflowExecutionRpc(repo: ExecutionsRepository) {
  return async (req: workflowsAgent.GetWorkflowExecutionRequest__Output): Promise<workflowsAgent.GetWorkflowExecutionResponse> => {
    const execution = await repo.get(req.project_id, req.execution_id);
    if (!execution) throw notFound('WORKFLOW_EXECUTION_NOT_FOUND', 'Workflow execution not found');
    return { execution };
  };
}
