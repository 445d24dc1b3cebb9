import type { funding } from '@platform/contracts';
import { requireDigits } from '../domain/funding-errors';
import type { FundingUsecase } from '../usecases/funding.usecase';

/**
 * GetFunding: GET /messaging/accounts/{waba_id}/funding. An account this project never recorded
 * answers not_funded with reason funding_not_started, exactly as a foreign account does.
 */
export function getFundingRpc(uc: FundingUsecase) {
  return async (req: funding.GetFundingRequest__Output): Promise<funding.GetFundingResponse> => {
    const wabaId = requireDigits(req.waba_id, 'waba_id');
    return { funding: await uc.get(req.project_id, wabaId) };
  };
}
