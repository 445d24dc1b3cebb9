import type { workflowsAgent } from '@platform/contracts';
import type { TriggersUsecase } from '../usecases/triggers.usecase';

/** ListWorkflowTriggers (GET /workflows/{id}/triggers). */
export function listWorkflowTriggersRpc(uc: TriggersUsecase) {
  return async (req: workflowsAgent.WorkflowIdRequest__Output): Promise<workflowsAgent.WorkflowTriggersResponse> => ({
    triggers: await uc.list(req.project_id, req.workflow_id),
  });
}
