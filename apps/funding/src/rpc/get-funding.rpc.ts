import type { funding } from '@platform/contracts';
import { requireDigits, requireProject } from '../domain/funding-errors';
import type { FundingDeps } from '../usecases/deps';
import { loadFunding } from '../usecases/funding-view';

/**
 * GetFunding: GET /messaging/accounts/{waba_id}/funding. An account this project never recorded
 * answers not_funded with reason funding_not_started, exactly as a foreign account does.
 */
export function getFundingRpc(deps: FundingDeps) {
  return async (req: funding.GetFundingRequest__Output): Promise<funding.GetFundingResponse> => {
    const projectId = requireProject(req.project_id);
    const wabaId = requireDigits(req.waba_id, 'waba_id');
    const { funding: f } = await loadFunding(deps.db.knex, projectId, wabaId, deps.config.FUNDING_SETTLEMENT_CURRENCY);
    return { funding: f };
  };
}
