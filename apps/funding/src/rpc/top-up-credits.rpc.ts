import type { funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { CreditBalanceUsecase } from '../usecases/credit-balance.usecase';

/** TopUpCredits (admin CLI): adds prepaid credits to a project. */
export function topUpCreditsRpc(uc: CreditBalanceUsecase) {
  return async (req: funding.TopUpCreditsRequest__Output): Promise<funding.TopUpCreditsResponse> => {
    if (!/^\d{1,19}$/.test(String(req.amount_micros))) throw invalidArgument('INVALID_AMOUNT', 'amount_micros must be a positive integer');
    return uc.topUp(req.project_id, BigInt(req.amount_micros), req.reference, req.note);
  };
}
