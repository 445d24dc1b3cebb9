import type { Db, Queryable, Trx } from '@platform/db';

const json = (v: unknown): Record<string, unknown> => (typeof v === 'string' ? JSON.parse(v) : (v ?? {})) as Record<string, unknown>;

/** Workflow statuses. */
export type WorkflowStatus = 'draft' | 'active' | 'paused' | 'archived';

/** A workflow row as use cases need it. */
export interface WorkflowRow {
  id: string;
  projectId: string;
  name: string;
  description: string | null;
  status: WorkflowStatus;
  lockVersion: number;
  messageDebounceSeconds: number;
  /** The stored graph JSON (validated on save); undefined when read without it (lists). */
  definition?: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  activatedAt: Date | null;
  archivedAt: Date | null;
  executionCount: number;
  lastExecutedAt: Date | null;
}

/** Filters of the workflow list. */
export interface WorkflowFilters {
  status?: WorkflowStatus;
  nameContains?: string;
  createdAfter?: Date;
  createdBefore?: Date;
}

/** Fields a change writes (lock_version is always incremented). */
export interface WorkflowPatch {
  name?: string;
  description?: string | null;
  status?: WorkflowStatus;
  definition?: Record<string, unknown>;
  messageDebounceSeconds?: number;
  activatedAt?: Date | null;
  archivedAt?: Date | null;
}

const COLUMNS = [
  'id',
  'project_id',
  'name',
  'description',
  'status',
  'lock_version',
  'message_debounce_seconds',
  'created_at',
  'updated_at',
  'activated_at',
  'archived_at',
];

/** Workflows of a project (definitions, status, optimistic lock). */
export class WorkflowsRepository {
  constructor(private readonly db: Db) {}

  private toRow(r: Record<string, unknown>): WorkflowRow {
    return {
      id: r.id as string,
      projectId: r.project_id as string,
      name: r.name as string,
      description: (r.description as string | null) ?? null,
      status: r.status as WorkflowStatus,
      lockVersion: Number(r.lock_version),
      messageDebounceSeconds: Number(r.message_debounce_seconds ?? 0),
      definition: r.definition === undefined ? undefined : json(r.definition),
      createdAt: new Date(r.created_at as string),
      updatedAt: new Date(r.updated_at as string),
      activatedAt: r.activated_at ? new Date(r.activated_at as string) : null,
      archivedAt: r.archived_at ? new Date(r.archived_at as string) : null,
      executionCount: Number(r.execution_count ?? 0),
      lastExecutedAt: r.last_executed_at ? new Date(r.last_executed_at as string) : null,
    };
  }

  /** Execution count and last start of each workflow, from the executions table. */
  private withStats(q: Queryable, alias: string) {
    return [
      q.raw(`(select count(*) from workflow_executions e where e.project_id = ${alias}.project_id and e.workflow_id = ${alias}.id)::int as execution_count`),
      q.raw(
        `(select max(e.created_at) from workflow_executions e where e.project_id = ${alias}.project_id and e.workflow_id = ${alias}.id) as last_executed_at`,
      ),
    ];
  }

  /** Inserts a new workflow (lock_version 1). */
  async insert(
    trx: Trx,
    projectId: string,
    w: { id: string; name: string; description: string | null; status: WorkflowStatus; definition: Record<string, unknown>; messageDebounceSeconds: number },
    now: Date,
  ): Promise<void> {
    await trx('workflows').insert({
      id: w.id,
      project_id: projectId,
      name: w.name,
      description: w.description,
      status: w.status,
      lock_version: 1,
      definition: JSON.stringify(w.definition),
      message_debounce_seconds: w.messageDebounceSeconds,
      created_at: now,
      updated_at: now,
    });
  }

  /** One workflow of the project with its definition, or undefined (foreign and unknown ids alike). */
  async get(projectId: string, id: string, q: Queryable = this.db.knex): Promise<WorkflowRow | undefined> {
    const r = await q('workflows as w')
      .where({ 'w.project_id': projectId, 'w.id': id })
      .first([...COLUMNS.map((c) => `w.${c}`), 'w.definition', ...this.withStats(q, 'w')]);
    return r ? this.toRow(r) : undefined;
  }

  /** The workflow row locked for a change in `trx` (no stats), or undefined. */
  async lock(trx: Trx, projectId: string, id: string): Promise<WorkflowRow | undefined> {
    const r = await trx('workflows')
      .where({ project_id: projectId, id })
      .forUpdate()
      .first([...COLUMNS, 'definition']);
    return r ? this.toRow(r) : undefined;
  }

  /** A page of the project's workflows, newest first, without definitions. */
  async list(projectId: string, f: WorkflowFilters, limit: number, offset: number): Promise<{ rows: WorkflowRow[]; total: number }> {
    const k = this.db.knex;
    const base = k('workflows as w').where('w.project_id', projectId);
    if (f.status) base.where('w.status', f.status);
    if (f.nameContains) base.whereILike('w.name', `%${f.nameContains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (f.createdAfter) base.where('w.created_at', '>', f.createdAfter);
    if (f.createdBefore) base.where('w.created_at', '<', f.createdBefore);
    const [rows, count] = await Promise.all([
      base
        .clone()
        .select([...COLUMNS.map((c) => `w.${c}`), ...this.withStats(k, 'w')])
        .orderBy([
          { column: 'w.created_at', order: 'desc' },
          { column: 'w.id', order: 'desc' },
        ])
        .limit(limit)
        .offset(offset),
      base.clone().count<{ n: string }[]>({ n: '*' }),
    ]);
    return { rows: rows.map((r: Record<string, unknown>) => this.toRow(r)), total: Number(count[0]?.n ?? 0) };
  }

  /** Writes a change and increments lock_version; returns the new version. */
  async update(trx: Trx, projectId: string, id: string, patch: WorkflowPatch, now: Date): Promise<number> {
    const set: Record<string, unknown> = { updated_at: now, lock_version: trx.raw('lock_version + 1') };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.status !== undefined) set.status = patch.status;
    if (patch.definition !== undefined) set.definition = JSON.stringify(patch.definition);
    if (patch.messageDebounceSeconds !== undefined) set.message_debounce_seconds = patch.messageDebounceSeconds;
    if (patch.activatedAt !== undefined) set.activated_at = patch.activatedAt;
    if (patch.archivedAt !== undefined) set.archived_at = patch.archivedAt;
    const [r] = await trx('workflows').where({ project_id: projectId, id }).update(set, ['lock_version']);
    return Number(r.lock_version);
  }

  /**
   * The project's active workflows whose stored definition mentions `id` anywhere (a coarse text
   * match; the use case keeps those whose nodes really name it).
   */
  async activeMentioning(projectId: string, id: string): Promise<Array<{ id: string; name: string; definition: unknown }>> {
    return this.db
      .knex('workflows')
      .where({ project_id: projectId, status: 'active' })
      .whereRaw('strpos(definition::text, ?) > 0', [id])
      .orderBy('created_at', 'asc')
      .select('id', 'name', 'definition');
  }

  /** Status of each of `ids` that exists in the project (call nodes' children). */
  async statuses(projectId: string, ids: string[], q: Queryable = this.db.knex): Promise<Map<string, WorkflowStatus>> {
    if (!ids.length) return new Map();
    const rows = await q('workflows').where({ project_id: projectId }).whereIn('id', ids).select('id', 'status');
    return new Map(rows.map((r: Record<string, unknown>) => [r.id as string, r.status as WorkflowStatus]));
  }
}
