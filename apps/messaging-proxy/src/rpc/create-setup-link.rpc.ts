import type { messagingProxy } from '@platform/contracts';
import type { SetupLinksUsecase } from '../usecases/setup-links.usecase';

/** CreateSetupLink: a new onboarding link; the customer's previous active link is revoked. */
export function createSetupLinkRpc(uc: SetupLinksUsecase) {
  return async (req: messagingProxy.CreateSetupLinkRequest__Output): Promise<messagingProxy.CreateSetupLinkResponse> => {
    const theme: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(req.theme_config ?? {})) if (!k.startsWith('_') && typeof v === 'string') theme[k] = v;
    const link = await uc.create(req.project_id, req.customer_id, {
      success_redirect_url: req.success_redirect_url,
      failure_redirect_url: req.failure_redirect_url,
      allowed_origins: req.allowed_origins,
      allowed_connection_types: req.allowed_connection_types,
      theme_config: theme,
      provision_phone_number: req.provision_phone_number,
      phone_number_area_code: req.phone_number_area_code,
      phone_number_country_isos: req.phone_number_country_isos,
      reconnect_phone_number: req.reconnect_phone_number,
      language: req.language,
    });
    return { setup_link: link };
  };
}
