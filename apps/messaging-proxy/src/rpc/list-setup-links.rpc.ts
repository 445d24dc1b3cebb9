import type { messagingProxy } from '@platform/contracts';
import type { SetupLinksUsecase } from '../usecases/setup-links.usecase';
import { requireProject, requireUuid } from './guards';

/** ListSetupLinks: a customer's links, most recent first, with the status filter. */
export function listSetupLinksRpc(uc: SetupLinksUsecase) {
  return async (req: messagingProxy.ListSetupLinksRequest__Output): Promise<messagingProxy.ListSetupLinksResponse> => {
    requireProject(req.project_id);
    requireUuid(req.customer_id, 'customer_id');
    return uc.list(req.project_id, req.customer_id, req.status, req.page);
  };
}
