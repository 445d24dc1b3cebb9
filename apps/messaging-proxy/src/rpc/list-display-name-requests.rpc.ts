import type { messagingProxy } from '@platform/contracts';
import type { DisplayNamesUsecase } from '../usecases/display-names.usecase';
import { requireDigits } from './guards';

/** ListDisplayNameRequests: a number's requests, most recent first. */
export function listDisplayNameRequestsRpc(uc: DisplayNamesUsecase) {
  return async (req: messagingProxy.ListDisplayNameRequestsRequest__Output): Promise<messagingProxy.ListDisplayNameRequestsResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    return uc.list(req.project_id, req.phone_number_id, req.page);
  };
}
