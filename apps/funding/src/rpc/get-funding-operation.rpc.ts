import type { funding } from '@platform/contracts';
import { notFoundErrors, requireDigits } from '../domain/funding-errors';
import type { OperationsRepository } from '../infra/db/operations.repository';
import { operationToWire } from '../wire/operation.wire';

/** GetFundingOperation: polls a revocation; another project's or portfolio's id is NOT_FOUND alike. */
export function getFundingOperationRpc(operations: OperationsRepository) {
  return async (req: funding.GetFundingOperationRequest__Output): Promise<funding.GetFundingOperationResponse> => {
    const portfolioId = requireDigits(req.portfolio_id, 'portfolio_id');
    const op = await operations.getOfPortfolio(req.project_id, portfolioId, req.operation_id);
    if (!op) throw notFoundErrors.operation();
    return { operation: operationToWire(op) };
  };
}
