import type { messagingProxy } from '@platform/contracts';
import type { DisplayNamesUsecase } from '../usecases/display-names.usecase';
import { requireDigits } from './guards';

/** CreateDisplayNameRequest: submits a new display name for upstream review. */
export function createDisplayNameRequestRpc(uc: DisplayNamesUsecase) {
  return async (req: messagingProxy.CreateDisplayNameRequestRequest__Output): Promise<messagingProxy.CreateDisplayNameRequestResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    return { display_name_request: await uc.create(req.project_id, req.phone_number_id, req.display_name) };
  };
}
