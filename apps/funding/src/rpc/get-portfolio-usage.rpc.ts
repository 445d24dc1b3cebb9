import type { funding } from '@platform/contracts';
import { notFoundErrors, requireDigits, requireProject } from '../domain/funding-errors';
import { AccountsRepository } from '../infra/db/accounts.repository';
import type { FundingDeps } from '../usecases/deps';
import { readUsage } from '../usecases/usage.usecase';

/** GetPortfolioUsage: usage summed over the portfolio's accounts in this project (404 for unknown portfolios). */
export function getPortfolioUsageRpc(deps: FundingDeps) {
  return async (req: funding.GetPortfolioUsageRequest__Output): Promise<funding.GetPortfolioUsageResponse> => {
    const projectId = requireProject(req.project_id);
    const portfolioId = requireDigits(req.portfolio_id, 'portfolio_id');
    const accounts = new AccountsRepository(deps.db.knex);
    if (!(await accounts.getPortfolio(projectId, portfolioId))) throw notFoundErrors.portfolio();
    const wabaIds = await accounts.wabaIdsOfPortfolio(projectId, portfolioId);
    const usage = await readUsage(deps.db, deps.clock, projectId, wabaIds, req.start_date, req.end_date);
    return { usage: { business_portfolio_id: portfolioId, ...usage } };
  };
}
