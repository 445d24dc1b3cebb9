import { offsetPage, type Db, type Queryable, type Trx } from '@platform/db';
import { EMPTY_COUNTERS, type BroadcastCounters, type BroadcastState } from '../../domain/broadcast-state';

/** A stored template snapshot. */
export interface TemplateSnapshot {
  id: string;
  name: string;
  language_code: string;
  category: string;
  status: string;
  parameter_format: string;
  components: Array<Record<string, unknown>>;
}

/** A broadcast row with what the use cases need beside its public view. */
export interface BroadcastRow {
  id: string;
  projectId: string;
  name: string;
  status: BroadcastState;
  locked: boolean;
  lockedByCopyId: string | null;
  phoneNumberId: string;
  template: TemplateSnapshot;
  templateParameters: Array<Record<string, unknown>>;
  copiedFromId: string | null;
  /** The workflow that handles replies (decision 0805), or null. */
  agentWorkflowId: string | null;
  copyAttempts: number;
  failureReason: string | null;
  scheduledAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

function json<T>(v: unknown, fallback: T): T {
  if (v === null || v === undefined) return fallback;
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

/** A stored template snapshot with every field present (an empty `{}` reads as no template yet). */
function templateOf(t: Partial<TemplateSnapshot>): TemplateSnapshot {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: str(t.id),
    name: str(t.name),
    language_code: str(t.language_code),
    category: str(t.category),
    status: str(t.status),
    parameter_format: str(t.parameter_format),
    components: Array.isArray(t.components) ? t.components : [],
  };
}

function toRow(r: Record<string, unknown>): BroadcastRow {
  const date = (v: unknown) => (v ? new Date(v as string) : null);
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    name: r.name as string,
    status: r.status as BroadcastState,
    locked: Boolean(r.locked_by_copy_id),
    lockedByCopyId: (r.locked_by_copy_id as string | null) ?? null,
    phoneNumberId: r.phone_number_id as string,
    template: templateOf(json<Partial<TemplateSnapshot>>(r.template, {})),
    templateParameters: ((p) => (Array.isArray(p) ? p : []))(json<unknown>(r.template_parameters, [])) as Array<Record<string, unknown>>,
    copiedFromId: (r.copied_from_id as string | null) ?? null,
    agentWorkflowId: (r.agent_workflow_id as string | null) ?? null,
    copyAttempts: Number(r.copy_attempts ?? 0),
    failureReason: (r.failure_reason as string | null) ?? null,
    scheduledAt: date(r.scheduled_at),
    startedAt: date(r.started_at),
    completedAt: date(r.completed_at),
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
  };
}

/** Fields a new broadcast is stored with. */
export interface NewBroadcast {
  id: string;
  projectId: string;
  name: string;
  status: BroadcastState;
  phoneNumberId: string;
  template: TemplateSnapshot;
  templateParameters: Array<Record<string, unknown>>;
  copiedFromId?: string;
  agentWorkflowId?: string | null;
  now: Date;
}

/** Columns a status change or edit may set. */
export interface BroadcastPatch {
  name?: string;
  status?: BroadcastState;
  phone_number_id?: string;
  template?: TemplateSnapshot;
  template_parameters?: Array<Record<string, unknown>>;
  agent_workflow_id?: string | null;
  scheduled_at?: Date | null;
  started_at?: Date | null;
  completed_at?: Date | null;
  failure_reason?: string | null;
  locked_by_copy_id?: string | null;
  copy_lease_until?: Date | null;
}

/** A broadcast being sent, as the delivery engine needs it. */
export interface SendingBroadcast {
  id: string;
  projectId: string;
  phoneNumberId: string;
  template: TemplateSnapshot;
}

/** Broadcasts of a project. Every tenant-facing method takes the project id. */
export class BroadcastsRepository {
  constructor(readonly db: Db) {}

  /** Stores a new broadcast. */
  async insert(trx: Trx, b: NewBroadcast): Promise<BroadcastRow> {
    const [r] = await trx('broadcasts')
      .insert({
        id: b.id,
        project_id: b.projectId,
        name: b.name,
        status: b.status,
        phone_number_id: b.phoneNumberId,
        template: JSON.stringify(b.template),
        template_parameters: JSON.stringify(b.templateParameters),
        copied_from_id: b.copiedFromId ?? null,
        agent_workflow_id: b.agentWorkflowId ?? null,
        created_at: b.now,
        updated_at: b.now,
      })
      .returning('*');
    return toRow(r);
  }

  /** One broadcast of the project (locked FOR UPDATE inside a transaction). */
  async get(projectId: string, id: string, trx?: Trx): Promise<BroadcastRow | undefined> {
    const q = (trx ?? this.db.knex)('broadcasts').where({ project_id: projectId, id });
    if (trx) q.forUpdate();
    const r = await q.first();
    return r ? toRow(r) : undefined;
  }

  /** One broadcast by id alone (internal: the engine and the status consumer, never a client's id). */
  async getById(id: string, trx?: Queryable): Promise<BroadcastRow | undefined> {
    const r = await (trx ?? this.db.knex)('broadcasts').where({ id }).first();
    return r ? toRow(r) : undefined;
  }

  /** A page of the project's broadcasts, most recent first. */
  async list(
    projectId: string,
    f: { status?: string; phoneNumberId?: string },
    page: number,
    perPage: number,
  ): Promise<{ items: BroadcastRow[]; total: number }> {
    const q = this.db.knex('broadcasts').where({ project_id: projectId });
    if (f.status) q.where('status', f.status);
    if (f.phoneNumberId) q.where('phone_number_id', f.phoneNumberId);
    return offsetPage(q, { newest: 'created_at', tieBreak: 'id' }, page, perPage, toRow);
  }

  /** Counters of each broadcast, from its recipients. */
  async counters(ids: string[], trx?: Queryable): Promise<Map<string, BroadcastCounters>> {
    const out = new Map<string, BroadcastCounters>();
    if (ids.length === 0) return out;
    const rows = await (trx ?? this.db.knex)('broadcast_recipients')
      .whereIn('broadcast_id', ids)
      .groupBy('broadcast_id')
      .select('broadcast_id')
      .select(
        (trx ?? this.db.knex).raw(`count(*)::int AS total_recipients,
          count(*) FILTER (WHERE status IN ('sent','delivered','read'))::int AS sent,
          count(*) FILTER (WHERE status IN ('delivered','read'))::int AS delivered,
          count(*) FILTER (WHERE status = 'read')::int AS read,
          count(*) FILTER (WHERE status = 'failed')::int AS failed,
          count(*) FILTER (WHERE responded_at IS NOT NULL)::int AS responded,
          count(*) FILTER (WHERE status IN ('pending','sending','parked'))::int AS pending,
          count(*) FILTER (WHERE status = 'suppressed')::int AS suppressed_count`),
      );
    for (const r of rows as Array<Record<string, unknown>>) {
      out.set(r.broadcast_id as string, {
        total_recipients: Number(r.total_recipients),
        sent: Number(r.sent),
        delivered: Number(r.delivered),
        read: Number(r.read),
        failed: Number(r.failed),
        responded: Number(r.responded),
        pending: Number(r.pending),
        suppressed_count: Number(r.suppressed_count),
      });
    }
    return out;
  }

  /** The counters of one broadcast (zeros when it has no recipients). */
  async countersOf(id: string, trx?: Queryable): Promise<BroadcastCounters> {
    return (await this.counters([id], trx)).get(id) ?? { ...EMPTY_COUNTERS };
  }

  /** Applies `patch` to a broadcast and returns the new row. */
  async update(trx: Trx, id: string, patch: BroadcastPatch, now: Date): Promise<BroadcastRow> {
    const set: Record<string, unknown> = { ...patch, updated_at: now };
    if (patch.template) set.template = JSON.stringify(patch.template);
    if (patch.template_parameters) set.template_parameters = JSON.stringify(patch.template_parameters);
    const [r] = await trx('broadcasts').where({ id }).update(set).returning('*');
    return toRow(r);
  }

  /** Unlocks the source of a copy (only if that copy holds the lock). */
  async unlock(trx: Trx, sourceId: string, copyId: string, now: Date): Promise<void> {
    if (!sourceId) return;
    await trx('broadcasts').where({ id: sourceId, locked_by_copy_id: copyId }).update({ locked_by_copy_id: null, updated_at: now });
  }

  /** Deletes a broadcast (its recipients go with it). */
  async delete(trx: Trx, projectId: string, id: string): Promise<void> {
    await trx('broadcasts').where({ project_id: projectId, id }).delete();
  }

  /** Scheduled broadcasts whose time has come, locked for this transaction (other replicas skip them). */
  async lockDue(trx: Trx, now: Date, limit: number): Promise<BroadcastRow[]> {
    const rows = await trx('broadcasts')
      .where('status', 'scheduled')
      .where('scheduled_at', '<=', now)
      .orderBy('scheduled_at')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    return rows.map(toRow);
  }

  /** Ids of the project's broadcasts from `phoneNumberId` started since `since` (replies are matched to them). */
  async recentOnNumber(trx: Trx, projectId: string, phoneNumberId: string, since: Date): Promise<string[]> {
    const rows = await trx('broadcasts').where({ project_id: projectId, phone_number_id: phoneNumberId }).where('started_at', '>=', since).select('id');
    return rows.map((r) => r.id as string);
  }

  /**
   * A page of the broadcasts being sent (every project; the engine's work list), by id: the next
   * page starts after `afterId`, so every sending broadcast is reached however many there are.
   */
  async sending(limit: number, afterId?: string): Promise<SendingBroadcast[]> {
    const q = this.db.knex('broadcasts').where('status', 'sending').orderBy('id').limit(limit);
    if (afterId) q.where('id', '>', afterId);
    const rows = await q;
    return rows.map((r) => {
      const row = toRow(r);
      return { id: row.id, projectId: row.projectId, phoneNumberId: row.phoneNumberId, template: row.template };
    });
  }

  /**
   * Takes the lease of one copy job (a broadcast in `copying` whose lease is free or expired): the
   * copy survives a restart, another replica picks it up once the lease runs out.
   */
  async leaseCopyJob(now: Date, leaseMs: number): Promise<BroadcastRow | undefined> {
    return this.db.transaction(async (trx) => {
      const r = await trx('broadcasts')
        .where('status', 'copying')
        .where((w) => w.whereNull('copy_lease_until').orWhere('copy_lease_until', '<', now))
        .orderBy('created_at')
        .first()
        .forUpdate()
        .skipLocked();
      if (!r) return undefined;
      const [u] = await trx('broadcasts')
        .where({ id: r.id })
        .update({ copy_lease_until: new Date(now.getTime() + leaseMs), copy_attempts: trx.raw('copy_attempts + 1') })
        .returning('*');
      return toRow(u);
    });
  }
}
