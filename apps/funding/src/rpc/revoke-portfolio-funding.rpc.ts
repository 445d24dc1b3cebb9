import { fromStruct, type funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { requireDigits } from '../domain/funding-errors';
import type { RevocationsUsecase } from '../usecases/revocations.usecase';

/** RevokePortfolioFunding: POST /messaging/portfolios/{portfolio_id}/funding/revoke (Idempotency-Key). */
export function revokePortfolioFundingRpc(uc: RevocationsUsecase) {
  return async (req: funding.RevokePortfolioFundingRequest__Output): Promise<funding.RevokePortfolioFundingResponse> => {
    const projectId = req.project_id;
    const portfolioId = requireDigits(req.portfolio_id, 'portfolio_id');
    if (req.reason !== undefined && req.reason.length > 500) throw invalidArgument('INVALID_REASON', 'reason must be at most 500 characters');
    // The body compared on replays, serialised as the gateway's canonical JSON always was (`{}` when absent).
    const bodyJson = req.body ? JSON.stringify(fromStruct(req.body)) : '{}';
    const r = await uc.revoke(projectId, portfolioId, req.idempotency_key, bodyJson, req.reason ?? null);
    return { operation: r.operation, replayed: r.replayed };
  };
}
