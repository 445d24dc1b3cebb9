import type { funding } from '@platform/contracts';
import { notFoundErrors, requireDigits, requireProject } from '../domain/funding-errors';
import { AccountsRepository } from '../infra/db/accounts.repository';
import type { FundingDeps } from '../usecases/deps';
import { loadFunding } from '../usecases/funding-view';

/** ListPortfolioAccounts: accounts of a portfolio in this project, most recent first, each with its Funding. */
export function listPortfolioAccountsRpc(deps: FundingDeps) {
  return async (req: funding.ListPortfolioAccountsRequest__Output): Promise<funding.ListPortfolioAccountsResponse> => {
    const projectId = requireProject(req.project_id);
    const portfolioId = requireDigits(req.portfolio_id, 'portfolio_id');
    const page = Math.max(1, req.page?.page || 1);
    const perPage = Math.min(100, Math.max(1, req.page?.per_page || 20));
    const accounts = new AccountsRepository(deps.db.knex);
    if (!(await accounts.getPortfolio(projectId, portfolioId))) throw notFoundErrors.portfolio();
    const { items, total } = await accounts.listByPortfolio(projectId, portfolioId, page, perPage);
    const list = await Promise.all(
      items.map(async (m) => ({
        waba_id: m.wabaId,
        business_portfolio_id: m.portfolioId,
        membership_status: m.status,
        created_at: m.createdAt,
        funding: (await loadFunding(deps.db.knex, projectId, m.wabaId, deps.config.FUNDING_SETTLEMENT_CURRENCY)).funding,
      })),
    );
    return { accounts: list, meta: { page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) } };
  };
}
