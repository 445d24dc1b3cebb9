import type { workflowsAgent } from '@platform/contracts';
import type { WorkflowsUsecase } from '../usecases/workflows.usecase';

/** SetWorkflowStatus (POST /workflows/{id}/activate|pause|archive|restore). */
export function setWorkflowStatusRpc(uc: WorkflowsUsecase) {
  return async (req: workflowsAgent.SetWorkflowStatusRequest__Output): Promise<workflowsAgent.WorkflowResponse> => ({
    workflow: await uc.setStatus(req.project_id, req.workflow_id, req.status),
  });
}
