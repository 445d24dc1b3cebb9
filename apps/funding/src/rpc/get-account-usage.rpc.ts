import type { funding } from '@platform/contracts';
import { requireDigits } from '../domain/funding-errors';
import type { UsageUsecase } from '../usecases/usage.usecase';

/** GetAccountUsage: GET /messaging/accounts/{waba_id}/usage (usage recorded for this project only). */
export function getAccountUsageRpc(uc: UsageUsecase) {
  return async (req: funding.GetAccountUsageRequest__Output): Promise<funding.GetAccountUsageResponse> => {
    const wabaId = requireDigits(req.waba_id, 'waba_id');
    const usage = await uc.ofAccount(req.project_id, wabaId, req.start_date, req.end_date);
    return { usage: { waba_id: wabaId, ...usage } };
  };
}
