import type { funding } from '@platform/contracts';
import { requireProject } from '../domain/funding-errors';
import { SolutionsRepository } from '../infra/db/solutions.repository';
import type { FundingDeps } from '../usecases/deps';
import { solutionToProto } from '../usecases/solutions.usecase';

/** ListSolutions (admin CLI): the project's solutions without tokens. */
export function listSolutionsRpc(deps: FundingDeps) {
  return async (req: funding.ListSolutionsRequest__Output): Promise<funding.ListSolutionsResponse> => {
    const projectId = requireProject(req.project_id);
    return { solutions: (await new SolutionsRepository(deps.db.knex).list(projectId)).map(solutionToProto) };
  };
}
