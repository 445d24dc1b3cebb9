import type { workflowsAgent } from '@platform/contracts';
import type { TriggersUsecase } from '../usecases/triggers.usecase';

/** UpdateWorkflowTrigger (PATCH /triggers/{id}): toggle. */
export function updateWorkflowTriggerRpc(uc: TriggersUsecase) {
  return async (req: workflowsAgent.UpdateWorkflowTriggerRequest__Output): Promise<workflowsAgent.WorkflowTriggerResponse> => ({
    trigger: await uc.setActive(req.project_id, req.trigger_id, req.active),
  });
}
