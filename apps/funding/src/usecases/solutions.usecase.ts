import type { funding } from '@platform/contracts';
import { failedPrecondition, invalidArgument } from '@platform/errors';
import { requireDigits, requireProject } from '../domain/funding-errors';
import { SolutionsRepository, type SolutionRow } from '../infra/db/solutions.repository';
import type { FundingDeps } from './deps';

/** The public (admin) view of a solution: never the token. */
export function solutionToProto(s: SolutionRow): funding.Solution {
  return {
    solution_id: s.solutionId,
    business_id: s.businessId,
    credit_line_id: s.creditLineId,
    active: s.active,
    has_access_token: Boolean(s.accessTokenEnc),
    created_at: s.createdAt,
    updated_at: s.updatedAt,
  };
}

/** Admin: creates or updates the project's external multi-partner solution (token encrypted at rest). */
export async function configureSolution(deps: FundingDeps, req: funding.ConfigureSolutionRequest__Output): Promise<funding.Solution> {
  const projectId = requireProject(req.project_id);
  const solutionId = requireDigits(req.solution_id, 'solution_id');
  const businessId = requireDigits(req.business_id, 'business_id');
  const creditLineId = requireDigits(req.credit_line_id, 'credit_line_id');
  const repo = new SolutionsRepository(deps.db.knex);
  const existing = await repo.get(projectId, solutionId);
  let enc: string | null = null;
  if (req.access_token) {
    if (!deps.cipher) throw failedPrecondition('TOKEN_ENCRYPTION_KEY_MISSING', 'TOKEN_ENCRYPTION_KEY is not configured; a solution token cannot be stored');
    enc = deps.cipher.encrypt(req.access_token);
  } else if (!existing?.accessTokenEnc) {
    throw invalidArgument('ACCESS_TOKEN_REQUIRED', 'access_token is required for a new solution');
  }
  const saved = await repo.upsert(projectId, { solutionId, businessId, creditLineId, accessTokenEnc: enc, active: req.active }, deps.clock.now());
  return solutionToProto(saved);
}
