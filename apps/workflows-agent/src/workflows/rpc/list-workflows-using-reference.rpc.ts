import type { workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { WorkflowUsagesUsecase } from '../usecases/workflow-usages.usecase';

/** ListWorkflowsUsingReference (internal: flows asks before deleting a function). */
export function listWorkflowsUsingReferenceRpc(uc: WorkflowUsagesUsecase) {
  return async (req: workflowsAgent.ListWorkflowsUsingReferenceRequest__Output): Promise<workflowsAgent.ListWorkflowsUsingReferenceResponse> => {
    const fn = req.function_id ?? undefined;
    const integration = req.integration_id ?? undefined;
    if (Boolean(fn) === Boolean(integration)) throw invalidArgument('INVALID_REFERENCE', 'exactly one of function_id and integration_id is required');
    const workflows = await uc.activeUsing(req.project_id, fn ? { functionId: fn } : { integrationId: integration! });
    return { workflows };
  };
}
