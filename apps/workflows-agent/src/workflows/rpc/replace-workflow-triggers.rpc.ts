import type { workflowsAgent } from '@platform/contracts';
import type { TriggersUsecase } from '../usecases/triggers.usecase';
import { triggerInputOf } from './request';

/** ReplaceWorkflowTriggers (PUT /workflows/{id}/triggers): atomic. */
export function replaceWorkflowTriggersRpc(uc: TriggersUsecase) {
  return async (req: workflowsAgent.ReplaceWorkflowTriggersRequest__Output): Promise<workflowsAgent.WorkflowTriggersResponse> => ({
    triggers: await uc.replace(req.project_id, req.workflow_id, req.triggers.map(triggerInputOf)),
  });
}
