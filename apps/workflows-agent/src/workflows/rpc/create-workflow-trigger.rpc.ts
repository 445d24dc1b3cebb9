import type { workflowsAgent } from '@platform/contracts';
import type { TriggersUsecase } from '../usecases/triggers.usecase';
import { triggerInputOf } from './request';

/** CreateWorkflowTrigger (POST /workflows/{id}/triggers). */
export function createWorkflowTriggerRpc(uc: TriggersUsecase) {
  return async (req: workflowsAgent.CreateWorkflowTriggerRequest__Output): Promise<workflowsAgent.WorkflowTriggerResponse> => ({
    trigger: await uc.create(req.project_id, req.workflow_id, triggerInputOf(req.trigger)),
  });
}
