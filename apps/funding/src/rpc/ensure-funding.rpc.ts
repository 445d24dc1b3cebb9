import type { funding } from '@platform/contracts';
import { requireDigits } from '../domain/funding-errors';
import type { FundingUsecase } from '../usecases/funding.usecase';

/** EnsureFunding: POST /messaging/accounts/{waba_id}/funding. */
export function ensureFundingRpc(uc: FundingUsecase) {
  return async (req: funding.EnsureFundingRequest__Output): Promise<funding.EnsureFundingResponse> => {
    const wabaId = requireDigits(req.waba_id, 'waba_id');
    const portfolioId = requireDigits(req.business_portfolio_id, 'business_portfolio_id');
    const r = await uc.ensure(req.project_id, wabaId, portfolioId);
    return { funding: r.funding, in_progress: r.inProgress };
  };
}
