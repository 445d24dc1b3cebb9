import type { Queryable } from '@platform/db';

/**
 * The engine's reads of workflows and triggers, on the caller's connection: inside an execution's
 * transaction they must not wait for a second pooled connection (a pool of transactions each waiting
 * for one more connection deadlocks; the embedded engine has a single connection). Same rules as the
 * workflows capability's own lookups (triggers.repository): active triggers of active workflows.
 */
export class ExecutionCatalogRepository {
  /** What an execution needs of its workflow (no statistics), or undefined. */
  async workflow(
    q: Queryable,
    projectId: string,
    id: string,
  ): Promise<{ id: string; name: string; status: string; lockVersion: number; messageDebounceSeconds: number; definition: unknown } | undefined> {
    const r = await q('workflows').where({ project_id: projectId, id }).first('id', 'name', 'status', 'lock_version', 'message_debounce_seconds', 'definition');
    if (!r) return undefined;
    return {
      id: r.id,
      name: r.name,
      status: r.status,
      lockVersion: Number(r.lock_version),
      messageDebounceSeconds: Number(r.message_debounce_seconds ?? 0),
      definition: typeof r.definition === 'string' ? JSON.parse(r.definition) : r.definition,
    };
  }

  /** The lock version of a workflow (to reuse a parsed definition), or undefined. */
  async lockVersion(
    q: Queryable,
    projectId: string,
    id: string,
  ): Promise<{ lockVersion: number; status: string; name: string; messageDebounceSeconds: number } | undefined> {
    const r = await q('workflows').where({ project_id: projectId, id }).first('lock_version', 'status', 'name', 'message_debounce_seconds');
    return r
      ? { lockVersion: Number(r.lock_version), status: r.status, name: r.name, messageDebounceSeconds: Number(r.message_debounce_seconds ?? 0) }
      : undefined;
  }

  /** The active inbound_message trigger's workflow on a number (workflow active), or undefined. */
  async inboundWorkflow(q: Queryable, projectId: string, phoneNumberId: string): Promise<string | undefined> {
    const r = await q('workflow_triggers as t')
      .join('workflows as w', function () {
        this.on('w.id', '=', 't.workflow_id').andOn('w.project_id', '=', 't.project_id');
      })
      .where({ 't.project_id': projectId, 't.phone_number_id': phoneNumberId, 't.trigger_type': 'inbound_message', 't.active': true, 'w.status': 'active' })
      .first('t.workflow_id');
    return r?.workflow_id;
  }

  /** Active triggers of active workflows of `type` naming `event` (messaging_event: with no number or this one). */
  async eventTriggers(
    q: Queryable,
    projectId: string,
    type: 'messaging_event' | 'project_event',
    event: string,
    phoneNumberId?: string | null,
  ): Promise<{ workflowId: string; filter: unknown }[]> {
    const rows = await q('workflow_triggers as t')
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
  async apiCallTriggers(q: Queryable, projectId: string, workflowId: string): Promise<{ total: number; active: number }> {
    const rows = await q('workflow_triggers').where({ project_id: projectId, workflow_id: workflowId, trigger_type: 'api_call' }).select('active');
    return { total: rows.length, active: rows.filter((r) => r.active).length };
  }
}
