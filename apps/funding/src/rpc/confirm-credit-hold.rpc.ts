import type { funding } from '@platform/contracts';
import type { CreditHoldsUsecase } from '../usecases/credit-holds.usecase';

/** ConfirmCreditHold (send path): the send was accepted upstream as message_id; its hold settles from the message's pricing. */
export function confirmCreditHoldRpc(uc: CreditHoldsUsecase) {
  return async (req: funding.ConfirmCreditHoldRequest__Output): Promise<funding.CreditHoldResponse> => uc.confirm(req.project_id, req.send_key, req.message_id);
}
