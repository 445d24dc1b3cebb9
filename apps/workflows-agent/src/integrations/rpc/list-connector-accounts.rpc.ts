import type { workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';
import { opt } from './request';

/** ListConnectorAccounts (GET /integration_accounts). */
export function listConnectorAccountsRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ListConnectorAccountsRequest__Output): Promise<workflowsAgent.ListConnectorAccountsResponse> => ({
    accounts: await uc.accounts(req.project_id, opt(req.app_slug)),
  });
}
