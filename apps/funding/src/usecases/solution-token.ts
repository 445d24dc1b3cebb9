import { failedPrecondition } from '@platform/errors';
import type { SolutionRow } from '../infra/db/solutions.repository';
import type { FundingDeps } from './deps';

/** The decrypted access token of a solution (kept in memory for one call only, never logged). */
export function solutionToken(deps: Pick<FundingDeps, 'cipher'>, s: SolutionRow): string {
  if (!s.accessTokenEnc) throw failedPrecondition('SOLUTION_TOKEN_MISSING', 'The external solution has no access token configured');
  if (!deps.cipher) throw failedPrecondition('TOKEN_ENCRYPTION_KEY_MISSING', 'TOKEN_ENCRYPTION_KEY is not configured');
  return deps.cipher.decrypt(s.accessTokenEnc);
}
