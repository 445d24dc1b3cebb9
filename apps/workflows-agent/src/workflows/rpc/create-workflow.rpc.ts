import { fromStruct, type workflowsAgent } from '@platform/contracts';
import type { WorkflowsUsecase } from '../usecases/workflows.usecase';
import { opt } from './request';

/** CreateWorkflow (POST /workflows). */
export function createWorkflowRpc(uc: WorkflowsUsecase) {
  return async (req: workflowsAgent.CreateWorkflowRequest__Output): Promise<workflowsAgent.WorkflowResponse> => ({
    workflow: await uc.create(req.project_id, {
      name: req.name,
      description: opt(req.description),
      definition: req.definition ? fromStruct(req.definition) : undefined,
      messageDebounceSeconds: opt(req.message_debounce_seconds),
    }),
  });
}
