import type { funding } from '@platform/contracts';
import type { CreditsUsecase } from '../usecases/credits.usecase';

/** ReleaseCreditHold (send path): the send failed; its hold is given back. */
export function releaseCreditHoldRpc(uc: CreditsUsecase) {
  return async (req: funding.ReleaseCreditHoldRequest__Output): Promise<funding.CreditHoldResponse> => uc.release(req.project_id, req.send_key);
}
