import type { funding } from '@platform/contracts';
import type { FundingDeps } from '../usecases/deps';
import { configureSolution } from '../usecases/solutions.usecase';

/** ConfigureSolution (admin CLI): creates or updates the project's external solution. */
export function configureSolutionRpc(deps: FundingDeps) {
  return async (req: funding.ConfigureSolutionRequest__Output): Promise<funding.ConfigureSolutionResponse> => ({ solution: await configureSolution(deps, req) });
}
