import type { funding } from '@platform/contracts';
import { failedPrecondition, invalidArgument } from '@platform/errors';
import { requireDigits } from '../domain/funding-errors';
import { solutionToWire } from '../wire/solution.wire';
import type { UsecaseContext } from './context';
import { solutionTokenAad } from './solution-token';

/** The project's external multi-partner solutions (admin CLI). Listing goes rpc → repository. */
export class SolutionsUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /**
   * Creates or updates the project's external multi-partner solution (token encrypted at rest; an
   * empty token keeps the stored one, a new solution needs one).
   */
  async configure(
    projectId: string,
    req: { solutionId: string; businessId: string; creditLineId: string; accessToken: string; active: boolean },
  ): Promise<funding.Solution> {
    const solutionId = requireDigits(req.solutionId, 'solution_id');
    const businessId = requireDigits(req.businessId, 'business_id');
    const creditLineId = requireDigits(req.creditLineId, 'credit_line_id');
    const existing = await this.ctx.solutions.get(projectId, solutionId);
    let enc: string | null = null;
    if (req.accessToken) {
      if (!this.ctx.cipher)
        throw failedPrecondition('TOKEN_ENCRYPTION_KEY_MISSING', 'TOKEN_ENCRYPTION_KEY is not configured; a solution token cannot be stored');
      enc = this.ctx.cipher.seal(req.accessToken, solutionTokenAad(projectId, solutionId));
    } else if (!existing?.accessTokenEnc) {
      throw invalidArgument('ACCESS_TOKEN_REQUIRED', 'access_token is required for a new solution');
    }
    const saved = await this.ctx.solutions.upsert(
      projectId,
      { solutionId, businessId, creditLineId, accessTokenEnc: enc, active: req.active },
      this.ctx.clock.now(),
    );
    return solutionToWire(saved);
  }
}
