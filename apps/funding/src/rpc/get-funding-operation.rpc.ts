import type { funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { notFoundErrors, requireDigits, requireProject } from '../domain/funding-errors';
import { OperationsRepository, operationToProto } from '../infra/db/operations.repository';
import type { FundingDeps } from '../usecases/deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GetFundingOperation: polls a revocation; another project's or portfolio's id is NOT_FOUND alike. */
export function getFundingOperationRpc(deps: FundingDeps) {
  return async (req: funding.GetFundingOperationRequest__Output): Promise<funding.GetFundingOperationResponse> => {
    const projectId = requireProject(req.project_id);
    const portfolioId = requireDigits(req.portfolio_id, 'portfolio_id');
    if (!UUID.test(req.operation_id)) throw invalidArgument('INVALID_OPERATION_ID', 'operation_id must be a UUID');
    const op = await new OperationsRepository(deps.db.knex).get(projectId, req.operation_id);
    if (!op || op.portfolioId !== portfolioId) throw notFoundErrors.operation();
    return { operation: operationToProto(op) };
  };
}
