import { keysetPageRequest, type workflowsAgent } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { ExecutionsRepository } from '../infra/db/executions.repository';
import { cursors } from './request';

/** ListWorkflowExecutionEvents (a query): newest first; a foreign or unknown execution is 404. */
export function listWorkflowExecutionEventsRpc(repo: ExecutionsRepository) {
  return async (req: workflowsAgent.ListWorkflowExecutionEventsRequest__Output): Promise<workflowsAgent.ListWorkflowExecutionEventsResponse> => {
    const page = keysetPageRequest(req);
    if (!(await repo.get(req.project_id, req.execution_id))) throw notFound('WORKFLOW_EXECUTION_NOT_FOUND', 'Workflow execution not found');
    const res = await repo.listEvents(req.project_id, req.execution_id, req.event_type || undefined, page);
    return { events: res.items, ...cursors(res) };
  };
}
