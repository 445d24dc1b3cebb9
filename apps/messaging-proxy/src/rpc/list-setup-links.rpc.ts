import { fromProtoEnum, type messagingProxy } from '@platform/contracts';
import type { SetupLinksUsecase } from '../usecases/setup-links.usecase';

/** ListSetupLinks: a customer's links, most recent first, with the status filter. */
export function listSetupLinksRpc(uc: SetupLinksUsecase) {
  return async (req: messagingProxy.ListSetupLinksRequest__Output): Promise<messagingProxy.ListSetupLinksResponse> => {
    // Unspecified lists every status; a value this contract does not name arrives as its number (refused by the use case).
    const wire: unknown = req.status;
    const status = wire === 'SETUP_LINK_STATUS_UNSPECIFIED' ? '' : typeof wire === 'string' ? fromProtoEnum('SETUP_LINK_STATUS', wire) : String(wire);
    return uc.list(req.project_id, req.customer_id, status, req.page);
  };
}
