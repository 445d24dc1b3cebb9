import type { funding } from '@platform/contracts';
import { requireDigits } from '../domain/funding-errors';
import type { UsageUsecase } from '../usecases/usage.usecase';

/** GetPortfolioUsage: usage summed over the portfolio's accounts in this project (404 for unknown portfolios). */
export function getPortfolioUsageRpc(uc: UsageUsecase) {
  return async (req: funding.GetPortfolioUsageRequest__Output): Promise<funding.GetPortfolioUsageResponse> => {
    const portfolioId = requireDigits(req.portfolio_id, 'portfolio_id');
    const usage = await uc.ofPortfolio(req.project_id, portfolioId, req.start_date, req.end_date);
    return { usage: { business_portfolio_id: portfolioId, ...usage } };
  };
}
