import type { messagingProxy } from '@platform/contracts';
import type { PhoneNumbersUsecase } from '../usecases/phone-numbers.usecase';
import { requireUrl } from './guards';

/** ConnectPhoneNumber: checks the upstream credentials, subscribes the app, stores the number. */
export function connectPhoneNumberRpc(uc: PhoneNumbersUsecase) {
  return async (req: messagingProxy.ConnectPhoneNumberRequest__Output): Promise<messagingProxy.ConnectPhoneNumberResponse> => {
    if (req.webhook_destination_url !== undefined) requireUrl(req.webhook_destination_url, 'webhook_destination_url');
    const phone_number = await uc.connect(req.project_id, {
      customerId: req.customer_id,
      name: req.name,
      kind: req.kind,
      phoneNumberId: req.phone_number_id,
      businessAccountId: req.business_account_id,
      accessToken: req.access_token,
      webhookDestinationUrl: req.webhook_destination_url,
      webhookVerifyToken: req.webhook_verify_token,
      inboundProcessingEnabled: req.inbound_processing_enabled,
      callsEnabled: req.calls_enabled,
    });
    return { phone_number };
  };
}
