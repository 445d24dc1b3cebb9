import type { workflowsAgent } from '@platform/contracts';
import type { Db } from '@platform/db';

const iso = (v: unknown) => new Date(v as string).toISOString();

/** Workflow executions of a project (reads; the executions issue adds the writes). */
export class ExecutionsRepository {
  constructor(private readonly db: Db) {}

  /** One execution of the project, or undefined (foreign and unknown ids alike). */
  async get(projectId: string, id: string): Promise<workflowsAgent.WorkflowExecution | undefined> {
    const r = await this.db.knex('workflow_executions').where({ project_id: projectId, id }).first();
    if (!r) return undefined;
    return {
      id: r.id,
      workflow_id: r.workflow_id,
      status: r.status,
      resumable_execution_id: r.resumable_execution_id ?? undefined,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    };
  }
}
