import type { funding } from '@platform/contracts';
import type { SolutionsRepository } from '../infra/db/solutions.repository';
import { solutionToWire } from '../wire/solution.wire';

/** ListSolutions (admin CLI): the project's solutions without tokens. */
export function listSolutionsRpc(solutions: SolutionsRepository) {
  return async (req: funding.ListSolutionsRequest__Output): Promise<funding.ListSolutionsResponse> => ({
    solutions: (await solutions.list(req.project_id)).map(solutionToWire),
  });
}
