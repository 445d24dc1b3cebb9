import type { Db, Queryable, Trx } from '@platform/db';

/** What an execution needs of its workflow. */
export interface CatalogWorkflowHead {
  lockVersion: number;
  status: string;
  name: string;
  messageDebounceSeconds: number;
}

/**
 * The engine's reads of workflows and triggers, on the caller's transaction when given: inside an
 * execution's transaction they must not wait for a second pooled connection (transactions each waiting
 * for one more connection exhaust the pool; the embedded engine has a single connection). Same rules as
 * the workflows capability's own lookups (triggers.repository): active triggers of active workflows.
 */
export class ExecutionCatalogRepository {
  constructor(private readonly db: Db) {}

  private q(trx?: Trx): Queryable {
    return trx ?? this.db.knex;
  }

  /** A workflow's lock version, status, name and debounce (no definition, no statistics), or undefined. */
  async head(projectId: string, id: string, trx?: Trx): Promise<CatalogWorkflowHead | undefined> {
    const r = await this.q(trx)('workflows').where({ project_id: projectId, id }).first('lock_version', 'status', 'name', 'message_debounce_seconds');
    return r
      ? { lockVersion: Number(r.lock_version), status: r.status, name: r.name, messageDebounceSeconds: Number(r.message_debounce_seconds ?? 0) }
      : undefined;
  }

  /** A workflow's stored definition (graph JSON) with its lock version, or undefined. */
  async definition(projectId: string, id: string, trx?: Trx): Promise<{ lockVersion: number; definition: unknown } | undefined> {
    const r = await this.q(trx)('workflows').where({ project_id: projectId, id }).first('lock_version', 'definition');
    return r ? { lockVersion: Number(r.lock_version), definition: typeof r.definition === 'string' ? JSON.parse(r.definition) : r.definition } : undefined;
  }

  /** The active inbound_message trigger's workflow on a number (workflow active), or undefined. */
  async inboundWorkflow(projectId: string, phoneNumberId: string, trx?: Trx): Promise<string | undefined> {
    const r = await this.q(trx)('workflow_triggers as t')
      .join('workflows as w', function () {
        this.on('w.id', '=', 't.workflow_id').andOn('w.project_id', '=', 't.project_id');
      })
      .where({ 't.project_id': projectId, 't.phone_number_id': phoneNumberId, 't.trigger_type': 'inbound_message', 't.active': true, 'w.status': 'active' })
      .first('t.workflow_id');
    return r?.workflow_id;
  }

  /** Active triggers of active workflows of `type` naming `event` (messaging_event: with no number or this one). */
  async eventTriggers(
    projectId: string,
    type: 'messaging_event' | 'project_event',
    event: string,
    phoneNumberId: string | null,
    trx?: Trx,
  ): Promise<{ workflowId: string; filter: unknown }[]> {
    const rows = await this.q(trx)('workflow_triggers as t')
      .join('workflows as w', function () {
        this.on('w.id', '=', 't.workflow_id').andOn('w.project_id', '=', 't.project_id');
      })
      .where({ 't.project_id': projectId, 't.trigger_type': type, 't.event': event, 't.active': true, 'w.status': 'active' })
      .where((b) => {
        b.whereNull('t.phone_number_id');
        if (phoneNumberId) b.orWhere('t.phone_number_id', phoneNumberId);
      })
      .orderBy([{ column: 't.created_at' }, { column: 't.id' }])
      .select('t.workflow_id', 't.filter');
    return rows.map((r) => ({ workflowId: r.workflow_id, filter: typeof r.filter === 'string' ? JSON.parse(r.filter) : r.filter }));
  }

  /** Counts of the workflow's api_call triggers: all and active. */
  async apiCallTriggers(projectId: string, workflowId: string, trx?: Trx): Promise<{ total: number; active: number }> {
    const rows = await this.q(trx)('workflow_triggers').where({ project_id: projectId, workflow_id: workflowId, trigger_type: 'api_call' }).select('active');
    return { total: rows.length, active: rows.filter((r) => r.active).length };
  }
}
