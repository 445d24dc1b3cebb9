import type { workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';
import { opt } from './request';

/** CreateConnectToken (POST /integrations/connect_token). */
export function createConnectTokenRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.CreateConnectTokenRequest__Output): Promise<workflowsAgent.CreateConnectTokenResponse> => {
    const hasUser = req.user_email != null || req.user_name != null || req.user_avatar_url != null;
    const t = await uc.connectToken(req.project_id, {
      appSlug: opt(req.app_slug),
      user: hasUser ? { email: opt(req.user_email), name: opt(req.user_name), avatarUrl: opt(req.user_avatar_url) } : undefined,
    });
    return { token: t.token, expires_at: t.expiresAt, connect_link_url: t.connectLinkUrl };
  };
}
