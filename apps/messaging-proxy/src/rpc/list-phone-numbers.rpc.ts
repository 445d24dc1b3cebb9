import type { messagingProxy } from '@platform/contracts';
import type { PhoneNumbersUsecase } from '../usecases/phone-numbers.usecase';

/** ListPhoneNumbers: the project's numbers with filters, most recent first. */
export function listPhoneNumbersRpc(uc: PhoneNumbersUsecase) {
  return async (req: messagingProxy.ListPhoneNumbersRequest__Output): Promise<messagingProxy.ListPhoneNumbersResponse> => {
    return uc.list(
      req.project_id,
      { phoneNumberId: req.phone_number_id || undefined, businessAccountId: req.business_account_id || undefined, customerId: req.customer_id || undefined },
      req.page,
    );
  };
}
