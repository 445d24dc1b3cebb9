import { failedPrecondition } from '@platform/errors';
import type { SolutionRow } from '../infra/db/solutions.repository';
import type { UsecaseContext } from './context';

/** Associated data of a solution's token at rest: it opens only on its own solution row (docs/decisions/0006). */
export function solutionTokenAad(projectId: string, solutionId: string): string {
  return `funding.solution_token:${projectId}:${solutionId}`;
}

/** The decrypted access token of a solution (kept in memory for one call only, never logged). */
export function solutionToken(ctx: Pick<UsecaseContext, 'cipher'>, s: SolutionRow): string {
  if (!s.accessTokenEnc) throw failedPrecondition('SOLUTION_TOKEN_MISSING', 'The external solution has no access token configured');
  if (!ctx.cipher) throw failedPrecondition('TOKEN_ENCRYPTION_KEY_MISSING', 'TOKEN_ENCRYPTION_KEY is not configured');
  return ctx.cipher.open(s.accessTokenEnc, solutionTokenAad(s.projectId, s.solutionId));
}
