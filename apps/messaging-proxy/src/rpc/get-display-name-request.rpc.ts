import type { messagingProxy } from '@platform/contracts';
import type { DisplayNamesUsecase } from '../usecases/display-names.usecase';
import { requireDigits } from './guards';

/** GetDisplayNameRequest: one request of a project's number. */
export function getDisplayNameRequestRpc(uc: DisplayNamesUsecase) {
  return async (req: messagingProxy.GetDisplayNameRequestRequest__Output): Promise<messagingProxy.GetDisplayNameRequestResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    return { display_name_request: await uc.get(req.project_id, req.phone_number_id, req.request_id) };
  };
}
