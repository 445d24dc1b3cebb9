import { keysetPageRequest, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import { EXECUTION_STATUSES } from '../domain/execution-state';
import type { ExecutionsRepository } from '../infra/db/executions.repository';
import { cursors } from './request';

function timeFilter(name: string, v: string | null | undefined): Date | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(v)) throw invalidArgument('INVALID_TIME', `${name} must be an ISO 8601 date-time`);
  return d;
}

/** ListWorkflowExecutions (a query): newest first, cursor style; unknown filters never reach here (9.7). */
export function listWorkflowExecutionsRpc(repo: ExecutionsRepository) {
  return async (req: workflowsAgent.ListWorkflowExecutionsRequest__Output): Promise<workflowsAgent.ListWorkflowExecutionsResponse> => {
    if (req.status && !(EXECUTION_STATUSES as readonly string[]).includes(req.status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${EXECUTION_STATUSES.join(', ')}`);
    if (req.conversation_id && !isUuid(req.conversation_id)) throw invalidArgument('INVALID_ARGUMENT', 'conversation_id must be a UUID');
    const page = await repo.list(
      req.project_id,
      req.workflow_id,
      {
        status: req.status || undefined,
        createdAfter: timeFilter('created_after', req.created_after),
        createdBefore: timeFilter('created_before', req.created_before),
        conversationId: req.conversation_id || undefined,
      },
      keysetPageRequest(req),
    );
    return { executions: page.items, ...cursors(page) };
  };
}
