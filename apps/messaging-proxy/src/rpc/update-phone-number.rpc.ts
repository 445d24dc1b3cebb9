import type { messagingProxy } from '@platform/contracts';
import type { PhoneNumbersUsecase } from '../usecases/phone-numbers.usecase';
import { requireDigits, requireUrl } from './guards';

/** UpdatePhoneNumber: access token (checked upstream), webhook destination and flags. */
export function updatePhoneNumberRpc(uc: PhoneNumbersUsecase) {
  return async (req: messagingProxy.UpdatePhoneNumberRequest__Output): Promise<messagingProxy.UpdatePhoneNumberResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    if (req.webhook_destination_url !== undefined) requireUrl(req.webhook_destination_url, 'webhook_destination_url');
    const phone_number = await uc.update(req.project_id, req.phone_number_id, {
      name: req.name,
      accessToken: req.access_token,
      webhookDestinationUrl: req.clear_webhook_destination_url ? null : req.webhook_destination_url,
      webhookVerifyToken: req.webhook_verify_token,
      inboundProcessingEnabled: req.inbound_processing_enabled,
      callsEnabled: req.calls_enabled,
    });
    return { phone_number };
  };
}
