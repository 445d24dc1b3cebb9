import type { funding } from '@platform/contracts';
import { requireDigits, requireProject } from '../domain/funding-errors';
import type { FundingDeps } from '../usecases/deps';
import { readUsage } from '../usecases/usage.usecase';

/** GetAccountUsage: GET /messaging/accounts/{waba_id}/usage (usage recorded for this project only). */
export function getAccountUsageRpc(deps: FundingDeps) {
  return async (req: funding.GetAccountUsageRequest__Output): Promise<funding.GetAccountUsageResponse> => {
    const projectId = requireProject(req.project_id);
    const wabaId = requireDigits(req.waba_id, 'waba_id');
    const usage = await readUsage(deps.db, deps.clock, projectId, [wabaId], req.start_date, req.end_date);
    return { usage: { waba_id: wabaId, ...usage } };
  };
}
