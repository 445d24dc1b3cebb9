import { fromStruct, type workflowsAgent } from '@platform/contracts';
import type { WorkflowsUsecase } from '../usecases/workflows.usecase';
import { opt } from './request';

/** UpdateWorkflow (PATCH /workflows/{id}): lock_version enforced. */
export function updateWorkflowRpc(uc: WorkflowsUsecase) {
  return async (req: workflowsAgent.UpdateWorkflowRequest__Output): Promise<workflowsAgent.WorkflowResponse> => ({
    workflow: await uc.update(req.project_id, req.workflow_id, {
      lockVersion: req.lock_version,
      name: opt(req.name),
      description: opt(req.description),
      status: opt(req.status),
      definition: req.definition ? fromStruct(req.definition) : undefined,
      messageDebounceSeconds: opt(req.message_debounce_seconds),
    }),
  });
}
