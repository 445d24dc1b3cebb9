import type { workflowsAgent } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { WorkflowsRepository } from '../infra/db/workflows.repository';
import { workflowToWire } from '../wire/workflow.wire';

/** GetWorkflow (GET /workflows/{id}, a query): with the definition. */
export function getWorkflowRpc(repo: WorkflowsRepository) {
  return async (req: workflowsAgent.WorkflowIdRequest__Output): Promise<workflowsAgent.WorkflowResponse> => {
    const row = await repo.get(req.project_id, req.workflow_id);
    if (!row) throw notFound('WORKFLOW_NOT_FOUND', 'Workflow not found');
    return { workflow: workflowToWire(row) };
  };
}
