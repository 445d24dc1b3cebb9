import type { funding } from '@platform/contracts';
import type { CreditsUsecase } from '../usecases/credits.usecase';

/** GetCreditBalance: the project's balance, active holds and available credits. */
export function getCreditBalanceRpc(uc: CreditsUsecase) {
  return async (req: funding.GetCreditBalanceRequest__Output): Promise<funding.GetCreditBalanceResponse> => ({ balance: await uc.balance(req.project_id) });
}
