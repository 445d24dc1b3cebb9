import { toStruct, type workflowsAgent } from '@platform/contracts';
import { keysetPage, type Db, type KeysetRange, type Queryable, type Trx } from '@platform/db';
import { iso, isoOrUndef } from '../../wire/iso';

/** A project event to store (decision 0743). */
export interface NewProjectEvent {
  projectId: string;
  id: string;
  name: string;
  occurredAt: Date;
  conversationId: string | null;
  properties: Record<string, unknown>;
  source: 'api' | 'workflow';
  workflowId: string | null;
  executionId: string | null;
  startedExecutionIds: string[];
  fingerprint: string | null;
  createdAt: Date;
}

/** Filters of the events list (all optional; times bound the received time, `created_at`). */
export interface ProjectEventFilters {
  name?: string;
  conversationId?: string;
  source?: 'api' | 'workflow';
  executionId?: string;
  since?: Date;
  until?: Date;
}

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/** A stored row → the wire message. */
function toWire(r: Record<string, unknown>): workflowsAgent.ProjectEvent {
  return {
    id: r.id as string,
    name: r.name as string,
    occurred_at: iso(r.occurred_at),
    conversation_id: (r.conversation_id as string | null) ?? undefined,
    properties: toStruct(json(r.properties) as Record<string, unknown>),
    source: r.source as string,
    workflow_id: (r.workflow_id as string | null) ?? undefined,
    execution_id: (r.execution_id as string | null) ?? undefined,
    created_at: isoOrUndef(r.created_at) ?? '',
    started_execution_ids: json(r.started_execution_ids) as string[],
  };
}

/** The project_events table: insert and read only (the table refuses UPDATE and DELETE). */
export class ProjectEventsRepository {
  constructor(private readonly db: Db) {}

  private q(trx?: Trx): Queryable {
    return trx ?? this.db.knex;
  }

  async insert(trx: Trx, e: NewProjectEvent): Promise<void> {
    await trx('project_events').insert({
      project_id: e.projectId,
      id: e.id,
      name: e.name,
      occurred_at: e.occurredAt,
      conversation_id: e.conversationId,
      properties: JSON.stringify(e.properties),
      source: e.source,
      workflow_id: e.workflowId,
      execution_id: e.executionId,
      started_execution_ids: JSON.stringify(e.startedExecutionIds),
      fingerprint: e.fingerprint,
      created_at: e.createdAt,
    });
  }

  /** One event of the project with its content fingerprint, or undefined. */
  async find(projectId: string, id: string, trx?: Trx): Promise<{ event: workflowsAgent.ProjectEvent; fingerprint: string | null } | undefined> {
    const r = await this.q(trx)('project_events').where({ project_id: projectId, id }).first();
    return r ? { event: toWire(r), fingerprint: r.fingerprint ?? null } : undefined;
  }

  /** A page of the project's events, newest received first. */
  async list(
    projectId: string,
    f: ProjectEventFilters,
    page: KeysetRange,
  ): Promise<{ items: workflowsAgent.ProjectEvent[]; hasOlder: boolean; hasNewer: boolean }> {
    const q = this.db.knex('project_events').where({ project_id: projectId });
    if (f.name) q.where('name', f.name);
    if (f.conversationId) q.where('conversation_id', f.conversationId);
    if (f.source) q.where('source', f.source);
    if (f.executionId) q.where('execution_id', f.executionId);
    if (f.since) q.where('created_at', '>=', f.since);
    if (f.until) q.where('created_at', '<', f.until);
    const res = await keysetPage<Record<string, unknown>>(q, 'created_at', 'id', page, { exact: true });
    return { items: res.items.map(toWire), hasOlder: res.hasOlder, hasNewer: res.hasNewer };
  }
}
