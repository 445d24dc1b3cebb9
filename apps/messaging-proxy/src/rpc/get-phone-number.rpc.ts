import type { messagingProxy } from '@platform/contracts';
import type { PhoneNumbersUsecase } from '../usecases/phone-numbers.usecase';
import { requireDigits } from './guards';

/** GetPhoneNumber: one number of the caller's project. */
export function getPhoneNumberRpc(uc: PhoneNumbersUsecase) {
  return async (req: messagingProxy.GetPhoneNumberRequest__Output): Promise<messagingProxy.GetPhoneNumberResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    return { phone_number: (await uc.get(req.project_id, req.phone_number_id)).public };
  };
}
