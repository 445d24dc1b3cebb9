import { normalizePage, pageMeta, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { isWorkflowStatus } from '../domain/workflow-status';
import type { WorkflowsRepository } from '../infra/db/workflows.repository';
import { workflowToWire } from '../wire/workflow.wire';
import { opt } from './request';

/** An RFC 3339 bound of a list filter, or a 400 naming it. */
function dateOf(name: string, v: string | null | undefined): Date | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw invalidArgument('INVALID_FILTER', `${name} must be an RFC 3339 date-time`);
  return d;
}

/** ListWorkflows (GET /workflows, a query): newest first, page style, no definitions. */
export function listWorkflowsRpc(repo: WorkflowsRepository) {
  return async (req: workflowsAgent.ListWorkflowsRequest__Output): Promise<workflowsAgent.ListWorkflowsResponse> => {
    const p = normalizePage(req.page);
    const status = opt(req.status) || undefined;
    if (status !== undefined && !isWorkflowStatus(status)) throw invalidArgument('INVALID_FILTER', 'status must be one of draft, active, paused, archived');
    const { rows, total } = await repo.list(
      req.project_id,
      {
        status,
        nameContains: opt(req.name_contains) || undefined,
        createdAfter: dateOf('created_after', req.created_after),
        createdBefore: dateOf('created_before', req.created_before),
      },
      p.perPage,
      p.offset,
    );
    return { workflows: rows.map(workflowToWire), meta: pageMeta(p.page, p.perPage, total) };
  };
}
