import type { funding } from '@platform/contracts';
import { requireDigits } from '../domain/funding-errors';
import type { FundingUsecase } from '../usecases/funding.usecase';

/** ListPortfolioAccounts: accounts of a portfolio in this project, most recent first, each with its Funding. */
export function listPortfolioAccountsRpc(uc: FundingUsecase) {
  return async (req: funding.ListPortfolioAccountsRequest__Output): Promise<funding.ListPortfolioAccountsResponse> => {
    const portfolioId = requireDigits(req.portfolio_id, 'portfolio_id');
    return uc.listPortfolioAccounts(req.project_id, portfolioId, req.page);
  };
}
