import { randomUUID } from 'node:crypto';
import type { Db, Queryable, Trx } from '@platform/db';
import type { TriggerSpec, TriggerType } from '../../domain/trigger';

const json = (v: unknown): Record<string, unknown> | undefined =>
  v === null || v === undefined ? undefined : ((typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>);

/** A stored trigger. */
export interface TriggerRow extends TriggerSpec {
  id: string;
  projectId: string;
  workflowId: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Workflow triggers of a project (the engine's lookups are in execution-catalog.repository, on its
 * transaction).
 */
export class TriggersRepository {
  constructor(private readonly db: Db) {}

  private toRow(r: Record<string, unknown>): TriggerRow {
    const filter = json(r.filter) as TriggerSpec['filter'];
    return {
      id: r.id as string,
      projectId: r.project_id as string,
      workflowId: r.workflow_id as string,
      trigger_type: r.trigger_type as TriggerType,
      active: r.active as boolean,
      ...(r.phone_number_id ? { phone_number_id: r.phone_number_id as string } : {}),
      ...(r.event ? { event: r.event as string } : {}),
      ...(filter ? { filter } : {}),
      createdAt: new Date(r.created_at as string),
      updatedAt: new Date(r.updated_at as string),
    };
  }

  /** The workflow's triggers, newest first (spec section 1; `seq` is the insertion order, unique). */
  async listByWorkflow(projectId: string, workflowId: string, q: Queryable = this.db.knex): Promise<TriggerRow[]> {
    const rows = await q('workflow_triggers').where({ project_id: projectId, workflow_id: workflowId }).orderBy('seq', 'desc');
    return rows.map((r: Record<string, unknown>) => this.toRow(r));
  }

  /** One trigger of the project, or undefined. */
  async get(projectId: string, id: string, q: Queryable = this.db.knex): Promise<TriggerRow | undefined> {
    const r = await q('workflow_triggers').where({ project_id: projectId, id }).first();
    return r ? this.toRow(r) : undefined;
  }

  /** Inserts a trigger; a second active inbound_message trigger on a number raises a unique violation. */
  async insert(trx: Trx, projectId: string, workflowId: string, spec: TriggerSpec, now: Date): Promise<string> {
    const id = randomUUID();
    await trx('workflow_triggers').insert({
      id,
      project_id: projectId,
      workflow_id: workflowId,
      trigger_type: spec.trigger_type,
      active: spec.active,
      phone_number_id: spec.phone_number_id ?? null,
      event: spec.event ?? null,
      filter: spec.filter ? JSON.stringify(spec.filter) : null,
      created_at: now,
      updated_at: now,
    });
    return id;
  }

  /** Sets a trigger's active flag (unique violation as for insert). */
  async setActive(trx: Trx, projectId: string, id: string, active: boolean, now: Date): Promise<void> {
    await trx('workflow_triggers').where({ project_id: projectId, id }).update({ active, updated_at: now });
  }

  /** Deletes one trigger; false when the project has no such trigger. */
  async delete(trx: Trx, projectId: string, id: string): Promise<boolean> {
    return (await trx('workflow_triggers').where({ project_id: projectId, id }).del()) > 0;
  }

  /** Deletes every trigger of a workflow. */
  async deleteByWorkflow(trx: Trx, projectId: string, workflowId: string): Promise<void> {
    await trx('workflow_triggers').where({ project_id: projectId, workflow_id: workflowId }).del();
  }

  /** Deactivates every trigger of a workflow (archiving frees its numbers). */
  async deactivateByWorkflow(trx: Trx, projectId: string, workflowId: string, now: Date): Promise<void> {
    await trx('workflow_triggers').where({ project_id: projectId, workflow_id: workflowId, active: true }).update({ active: false, updated_at: now });
  }

  /** The active inbound_message trigger holding a number (any workflow status), or undefined. */
  async inboundHolder(projectId: string, phoneNumberId: string, q: Queryable = this.db.knex): Promise<{ id: string; workflowId: string } | undefined> {
    const r = await q('workflow_triggers')
      .where({ project_id: projectId, phone_number_id: phoneNumberId, trigger_type: 'inbound_message', active: true })
      .first('id', 'workflow_id');
    return r ? { id: r.id, workflowId: r.workflow_id } : undefined;
  }
}
