import type { workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';

/** DeleteConnectorAccount (DELETE /integration_accounts/{account_id}). */
export function deleteConnectorAccountRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ConnectorAccountIdRequest__Output): Promise<workflowsAgent.DeleteIntegrationResponse> => {
    await uc.deleteAccount(req.project_id, req.account_id);
    return { success: true };
  };
}
