import type { messagingProxy } from '@platform/contracts';
import type { SetupLinksUsecase } from '../usecases/setup-links.usecase';

/** GetSetupLink: one link of the project's customer. */
export function getSetupLinkRpc(uc: SetupLinksUsecase) {
  return async (req: messagingProxy.GetSetupLinkRequest__Output): Promise<messagingProxy.GetSetupLinkResponse> => {
    return { setup_link: await uc.get(req.project_id, req.customer_id, req.setup_link_id) };
  };
}
