import { afterCursorOf, encodeAfterCursor, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { RUN_STATUSES } from '../domain/run-state';
import type { AgentRunsRepository } from '../infra/db/agent-runs.repository';
import { agentRunToWire } from '../wire/agent-run.wire';
import { opt } from './request';

/** ListAgentRuns (a query): newest first, cursor style. */
export function listAgentRunsRpc(repo: AgentRunsRepository) {
  return async (req: workflowsAgent.ListAgentRunsRequest__Output): Promise<workflowsAgent.ListAgentRunsResponse> => {
    const status = opt(req.status);
    if (status !== undefined && !(RUN_STATUSES as readonly string[]).includes(status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${RUN_STATUSES.join(', ')}`, { field: 'status' });
    const limit = Math.min(100, Math.max(1, req.limit || 20));
    const rows = await repo.list(req.project_id, { status, limit: limit + 1, after: req.after ? afterCursorOf(req.after) : undefined });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      runs: page.map(agentRunToWire),
      after_cursor: rows.length > limit && last ? encodeAfterCursor(last.created_at, last.id) : '',
    };
  };
}
