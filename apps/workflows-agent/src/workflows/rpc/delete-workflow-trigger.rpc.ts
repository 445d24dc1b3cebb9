import type { workflowsAgent } from '@platform/contracts';
import type { TriggersUsecase } from '../usecases/triggers.usecase';

/** DeleteWorkflowTrigger (DELETE /triggers/{id}). */
export function deleteWorkflowTriggerRpc(uc: TriggersUsecase) {
  return async (req: workflowsAgent.WorkflowTriggerIdRequest__Output): Promise<workflowsAgent.DeleteWorkflowTriggerResponse> => {
    await uc.delete(req.project_id, req.trigger_id);
    return { success: true };
  };
}
