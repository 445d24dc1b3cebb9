import type { workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';
import { limitOf, opt } from './request';

/** ListConnectorApps (GET /integrations/apps). */
export function listConnectorAppsRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ListConnectorAppsRequest__Output): Promise<workflowsAgent.ListConnectorAppsResponse> => ({
    apps: await uc.apps(opt(req.query), limitOf(req.limit)),
  });
}
