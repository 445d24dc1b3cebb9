import { afterCursorOf, encodeAfterCursor, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { LIVE_STATUSES, type FindingsUsecase, type LiveStatus } from '../usecases/findings.usecase';
import { findingToWire } from '../wire/finding.wire';

/** ListFindings: limit 1-25 (default 20), cursor paged both ways (`after` older, `before` newer), `status` candidate or open. */
export function listFindingsRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.ListFindingsRequest__Output): Promise<workflowsAgent.ListFindingsResponse> => {
    if (req.limit && (req.limit < 1 || req.limit > 25)) throw invalidArgument('INVALID_LIMIT', 'limit must be 1 to 25', { field: 'limit' });
    if (req.after && req.before) throw invalidArgument('INVALID_CURSOR', 'use either before or after, not both', { field: 'before' });
    if (req.status && !LIVE_STATUSES.includes(req.status as LiveStatus))
      throw invalidArgument('INVALID_STATUS', 'status must be candidate or open', { field: 'status' });
    const limit = req.limit || 20;
    const page = await findings.list(
      req.project_id,
      {
        limit,
        after: req.after ? afterCursorOf(req.after) : undefined,
        before: req.before ? afterCursorOf(req.before, 'before') : undefined,
      },
      req.status ? (req.status as LiveStatus) : undefined,
    );
    const first = page.items[0]?.finding;
    const last = page.items[page.items.length - 1]?.finding;
    return {
      findings: page.items.map(findingToWire),
      after_cursor: page.hasOlder && last ? encodeAfterCursor(last.qualified_at, last.id) : '',
      before_cursor: page.hasNewer && first ? encodeAfterCursor(first.qualified_at, first.id) : '',
    };
  };
}
