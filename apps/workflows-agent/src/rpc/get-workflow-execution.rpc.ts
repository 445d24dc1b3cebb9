import type { workflowsAgent } from '@platform/contracts';
import type { Db } from '@platform/db';
import { invalidArgument, notFound } from '@platform/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (v: unknown) => new Date(v as string).toISOString();

/** GetWorkflowExecution: includes `resumable_execution_id`, the execution that accepts input next. */
export function getWorkflowExecutionRpc(db: Db) {
  return async (req: workflowsAgent.GetWorkflowExecutionRequest__Output): Promise<workflowsAgent.GetWorkflowExecutionResponse> => {
    if (!req.project_id) throw invalidArgument('PROJECT_REQUIRED', 'project_id is required');
    if (!UUID.test(req.execution_id)) throw invalidArgument('INVALID_EXECUTION_ID', 'execution id must be a UUID');
    const r = await db.knex('workflow_executions').where({ project_id: req.project_id, id: req.execution_id }).first();
    if (!r) throw notFound('WORKFLOW_EXECUTION_NOT_FOUND', 'Workflow execution not found');
    return {
      execution: { id: r.id, workflow_id: r.workflow_id, status: r.status, resumable_execution_id: r.resumable_execution_id ?? undefined, created_at: iso(r.created_at), updated_at: iso(r.updated_at) },
    };
  };
}
