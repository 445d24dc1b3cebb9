import { randomUUID } from 'node:crypto';
import { toStruct, type workflowsAgent } from '@platform/contracts';
import type { Db, Queryable, Trx } from '@platform/db';
import { triggerDisplayName, type TriggerSpec, type TriggerType } from '../../domain/trigger';

const iso = (v: unknown) => new Date(v as string).toISOString();
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

/** A trigger that matched an inbound message or an event (what the engine starts). */
export interface TriggerMatch {
  triggerId: string;
  workflowId: string;
  triggerType: TriggerType;
  /** project_event triggers: the property filter the caller applies (domain/trigger `matchesFilter`). */
  filter?: TriggerSpec['filter'];
}

/** Workflow triggers of a project. */
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

  /** The public view of a trigger. */
  static view(t: TriggerRow): workflowsAgent.WorkflowTrigger {
    return {
      id: t.id,
      workflow_id: t.workflowId,
      trigger_type: t.trigger_type,
      active: t.active,
      display_name: triggerDisplayName(t),
      phone_number_id: t.phone_number_id,
      event: t.trigger_type === 'messaging_event' ? t.event : undefined,
      triggerable_attributes: t.trigger_type === 'project_event' ? toStruct({ event_name: t.event, ...(t.filter ?? {}) }) : undefined,
      created_at: iso(t.createdAt),
      updated_at: iso(t.updatedAt),
    };
  }

  /** The workflow's triggers, oldest first. */
  async listByWorkflow(projectId: string, workflowId: string, q: Queryable = this.db.knex): Promise<TriggerRow[]> {
    const rows = await q('workflow_triggers').where({ project_id: projectId, workflow_id: workflowId }).orderBy('seq');
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

  /**
   * The engine's lookup for an inbound message no execution takes: the number's active
   * inbound_message trigger whose workflow is active, or undefined.
   */
  async findInboundMessageTrigger(projectId: string, phoneNumberId: string): Promise<TriggerMatch | undefined> {
    const rows = await this.db.query<{ id: string; workflow_id: string }>(
      `select t.id, t.workflow_id from workflow_triggers t join workflows w on w.id = t.workflow_id and w.project_id = t.project_id
        where t.project_id = $1 and t.phone_number_id = $2 and t.trigger_type = 'inbound_message' and t.active and w.status = 'active' limit 1`,
      [projectId, phoneNumberId],
      { name: 'workflow_triggers_inbound' },
    );
    const r = rows[0];
    return r ? { triggerId: r.id, workflowId: r.workflow_id, triggerType: 'inbound_message' } : undefined;
  }

  /**
   * The engine's lookup for an event: active triggers of active workflows of `type` naming `event`
   * (messaging_event: with no number or the event's number). project_event matches still need their
   * property filter applied (`matchesFilter`).
   */
  async findEventTriggers(projectId: string, type: 'messaging_event' | 'project_event', event: string, phoneNumberId?: string): Promise<TriggerMatch[]> {
    const rows = await this.db.query<{ id: string; workflow_id: string; filter: unknown }>(
      `select t.id, t.workflow_id, t.filter from workflow_triggers t join workflows w on w.id = t.workflow_id and w.project_id = t.project_id
        where t.project_id = $1 and t.trigger_type = $2 and t.event = $3 and t.active and w.status = 'active'
          and (t.phone_number_id is null or t.phone_number_id = $4)
        order by t.seq`,
      [projectId, type, event, phoneNumberId ?? null],
      { name: 'workflow_triggers_event' },
    );
    return rows.map((r) => ({
      triggerId: r.id,
      workflowId: r.workflow_id,
      triggerType: type,
      ...(r.filter ? { filter: json(r.filter) as TriggerSpec['filter'] } : {}),
    }));
  }

  /** Counts of the workflow's api_call triggers: all and active (API starts need none or an active one). */
  async apiCallTriggers(projectId: string, workflowId: string): Promise<{ total: number; active: number }> {
    const [r] = await this.db.query<{ total: number; active: number }>(
      `select count(*)::int as total, count(*) filter (where active)::int as active from workflow_triggers
        where project_id = $1 and workflow_id = $2 and trigger_type = 'api_call'`,
      [projectId, workflowId],
      { name: 'workflow_triggers_api_call' },
    );
    return { total: r?.total ?? 0, active: r?.active ?? 0 };
  }
}
