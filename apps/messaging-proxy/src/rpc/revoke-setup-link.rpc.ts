import type { messagingProxy } from '@platform/contracts';
import type { SetupLinksUsecase } from '../usecases/setup-links.usecase';

/** RevokeSetupLink: an active link becomes revoked; a revoked one is answered as it is; used or expired is a conflict. */
export function revokeSetupLinkRpc(uc: SetupLinksUsecase) {
  return async (req: messagingProxy.RevokeSetupLinkRequest__Output): Promise<messagingProxy.RevokeSetupLinkResponse> => {
    return { setup_link: await uc.revoke(req.project_id, req.customer_id, req.setup_link_id) };
  };
}
