import type { funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { requireDigits, requireProject } from '../domain/funding-errors';
import type { RevokePortfolioUseCase } from '../usecases/revoke-portfolio.usecase';

/** RevokePortfolioFunding: POST /messaging/portfolios/{portfolio_id}/funding/revoke (Idempotency-Key). */
export function revokePortfolioFundingRpc(uc: RevokePortfolioUseCase) {
  return async (req: funding.RevokePortfolioFundingRequest__Output): Promise<funding.RevokePortfolioFundingResponse> => {
    const projectId = requireProject(req.project_id);
    const portfolioId = requireDigits(req.portfolio_id, 'portfolio_id');
    if (req.reason !== undefined && req.reason.length > 500) throw invalidArgument('INVALID_REASON', 'reason must be at most 500 characters');
    const r = await uc.execute(projectId, portfolioId, req.idempotency_key, req.body_json || '{}', req.reason ?? null);
    return { operation: r.operation, replayed: r.replayed };
  };
}
