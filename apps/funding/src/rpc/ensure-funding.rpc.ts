import type { funding } from '@platform/contracts';
import { requireDigits, requireProject } from '../domain/funding-errors';
import type { EnsureFundingUseCase } from '../usecases/ensure-funding.usecase';

/** EnsureFunding: POST /messaging/accounts/{waba_id}/funding. */
export function ensureFundingRpc(uc: EnsureFundingUseCase) {
  return async (req: funding.EnsureFundingRequest__Output): Promise<funding.EnsureFundingResponse> => {
    const projectId = requireProject(req.project_id);
    const wabaId = requireDigits(req.waba_id, 'waba_id');
    const portfolioId = requireDigits(req.business_portfolio_id, 'business_portfolio_id');
    const r = await uc.execute(projectId, wabaId, portfolioId);
    return { funding: r.funding, in_progress: r.inProgress };
  };
}
