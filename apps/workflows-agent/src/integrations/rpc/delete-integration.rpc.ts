import type { workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';

/** DeleteIntegration (DELETE /integrations/{id}). */
export function deleteIntegrationRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.DeleteIntegrationRequest__Output): Promise<workflowsAgent.DeleteIntegrationResponse> => {
    await uc.delete(req.project_id, req.integration_id, req.force);
    return { success: true };
  };
}
