import { parseCursorTime, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import type { FindingsUsecase } from '../usecases/findings.usecase';
import { findingToWire } from '../wire/finding.wire';

function decodeCursor(c: string): { at: string; id: string } {
  const [text, id] = Buffer.from(c, 'base64url').toString('utf8').split('|');
  const at = parseCursorTime(text ?? '');
  if (!at || !isUuid(id)) throw invalidArgument('INVALID_CURSOR', 'after is not a cursor of this list', { field: 'after' });
  return { at: at.toISOString(), id };
}

/** ListFindings: limit 1-25 (default 20), cursor paged. */
export function listFindingsRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.ListFindingsRequest__Output): Promise<workflowsAgent.ListFindingsResponse> => {
    if (req.limit && (req.limit < 1 || req.limit > 25)) throw invalidArgument('INVALID_LIMIT', 'limit must be 1 to 25', { field: 'limit' });
    const limit = req.limit || 20;
    const page = await findings.list(req.project_id, limit, req.after ? decodeCursor(req.after) : undefined);
    const last = page.items[page.items.length - 1]?.finding;
    return {
      findings: page.items.map(findingToWire),
      after_cursor: page.more && last ? Buffer.from(`${new Date(last.qualified_at).toISOString()}|${last.id}`).toString('base64url') : '',
    };
  };
}
