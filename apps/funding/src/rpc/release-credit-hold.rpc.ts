import type { funding } from '@platform/contracts';
import type { CreditHoldsUsecase } from '../usecases/credit-holds.usecase';

/** ReleaseCreditHold (send path): the send failed; its hold is given back. */
export function releaseCreditHoldRpc(uc: CreditHoldsUsecase) {
  return async (req: funding.ReleaseCreditHoldRequest__Output): Promise<funding.CreditHoldResponse> => uc.release(req.project_id, req.send_key);
}
