import { afterCursorOf, encodeAfterCursor, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { FindingsUsecase } from '../usecases/findings.usecase';
import { findingToWire } from '../wire/finding.wire';

/** ListFindings: limit 1-25 (default 20), cursor paged. */
export function listFindingsRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.ListFindingsRequest__Output): Promise<workflowsAgent.ListFindingsResponse> => {
    if (req.limit && (req.limit < 1 || req.limit > 25)) throw invalidArgument('INVALID_LIMIT', 'limit must be 1 to 25', { field: 'limit' });
    const limit = req.limit || 20;
    const page = await findings.list(req.project_id, limit, req.after ? afterCursorOf(req.after) : undefined);
    const last = page.items[page.items.length - 1]?.finding;
    return {
      findings: page.items.map(findingToWire),
      after_cursor: page.more && last ? encodeAfterCursor(last.qualified_at, last.id) : '',
    };
  };
}
