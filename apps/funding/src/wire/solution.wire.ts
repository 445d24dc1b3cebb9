import type { funding } from '@platform/contracts';
import type { SolutionRow } from '../infra/db/solutions.repository';

/** The public (admin) view of a solution: never the token. */
export function solutionToWire(s: SolutionRow): funding.Solution {
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
