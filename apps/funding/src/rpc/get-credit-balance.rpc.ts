import type { funding } from '@platform/contracts';
import type { CreditBalanceUsecase } from '../usecases/credit-balance.usecase';

/** GetCreditBalance: the project's balance, active holds and available credits. */
export function getCreditBalanceRpc(uc: CreditBalanceUsecase) {
  return async (req: funding.GetCreditBalanceRequest__Output): Promise<funding.GetCreditBalanceResponse> => ({ balance: await uc.balance(req.project_id) });
}
