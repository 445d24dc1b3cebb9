import type { workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';
import { connectorActionToWire } from '../wire/connector-action.wire';
import { limitOf, opt } from './request';

/** ListConnectorActions (GET /integrations/actions). */
export function listConnectorActionsRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.ListConnectorActionsRequest__Output): Promise<workflowsAgent.ListConnectorActionsResponse> => ({
    actions: (await uc.actions(opt(req.query), opt(req.app_slug), limitOf(req.limit))).map(connectorActionToWire),
  });
}
