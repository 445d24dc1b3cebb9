import type { funding } from '@platform/contracts';
import type { SolutionsUsecase } from '../usecases/solutions.usecase';

/** ConfigureSolution (admin CLI): creates or updates the project's external solution. */
export function configureSolutionRpc(uc: SolutionsUsecase) {
  return async (req: funding.ConfigureSolutionRequest__Output): Promise<funding.ConfigureSolutionResponse> => ({
    solution: await uc.configure(req.project_id, {
      solutionId: req.solution_id,
      businessId: req.business_id,
      creditLineId: req.credit_line_id,
      accessToken: req.access_token,
      active: req.active,
    }),
  });
}
