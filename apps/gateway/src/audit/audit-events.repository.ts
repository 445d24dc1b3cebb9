import { logWindowStart, type CursorPosition, type LogPeriod } from '@platform/contracts';
import { keysetPage, type Db } from '@platform/db';
import type { ActorType, AuditEventRecord, Outcome } from './audit-event';

/**
 * The whole batch travels as one JSON parameter that Postgres expands into rows (as the request
 * log's writer does). The table refuses UPDATE, DELETE and TRUNCATE (migration 0006's trigger): the
 * code only ever inserts.
 */
const INSERT_SQL = `insert into audit_events (id, project_id, created_at, actor_type, actor_id, actor_name, action, resource_type, resource_id, outcome, status_code, error_code, error_message, changed_fields, request_id, http_method, path, ip_address, user_agent, source)
  select id, project_id, created_at, actor_type, actor_id, actor_name, action, resource_type, resource_id, outcome, status_code, error_code, error_message, changed_fields, request_id, http_method, path, ip_address, user_agent, source
  from json_populate_recordset(null::audit_events, $1::json)
  on conflict (id) do nothing`;

/** Filters of `GET /audit_events` (already validated). */
export interface AuditEventQuery {
  projectId: string;
  actorType?: ActorType;
  actorId?: string;
  action?: string;
  resourceType?: string;
  resourceId?: string;
  outcome?: Outcome;
  period?: LogPeriod;
  /** Events at or after this instant. */
  since?: Date;
  /** Events before this instant. */
  until?: Date;
  limit: number;
  /** Events older than this position (next page). */
  after?: CursorPosition;
  /** Events newer than this position (previous page). */
  before?: CursorPosition;
}

/** An audit event as `GET /audit_events` shows it. */
export interface AuditEventView {
  id: string;
  created_at: string;
  actor: { type: ActorType; id: string | null; name: string | null };
  action: string;
  resource_type: string;
  resource_id: string | null;
  outcome: Outcome;
  status_code: number | null;
  error_code: string | null;
  error_message: string | null;
  changed_fields: string[] | null;
  request: { id: string | null; method: string | null; path: string | null; ip_address: string | null; user_agent: string | null };
  source: string | null;
}

/** Writes and reads the audit log; nothing here updates or deletes a row. */
export class AuditEventsRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: { now(): Date },
  ) {}

  /** Inserts records in one statement (all or none); an id already written is skipped, so a retried batch is harmless. */
  async insertBatch(records: readonly AuditEventRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.db.query(INSERT_SQL, [JSON.stringify(records)], { name: 'audit_events.insert_batch.v2' });
  }

  /** One page of a project's events, most recent first, plus whether more exist beyond each end. */
  async list(q: AuditEventQuery): Promise<{ items: AuditEventView[]; hasOlder: boolean; hasNewer: boolean }> {
    const base = this.db.knex('audit_events').where('project_id', q.projectId);
    if (q.actorType) base.where('actor_type', q.actorType);
    if (q.actorId) base.where('actor_id', q.actorId);
    if (q.action) base.where('action', q.action);
    if (q.resourceType) base.where('resource_type', q.resourceType);
    if (q.resourceId) base.where('resource_id', q.resourceId);
    if (q.outcome) base.where('outcome', q.outcome);
    const from = logWindowStart(q, this.clock.now());
    if (from) base.where('created_at', '>=', from);
    if (q.until) base.where('created_at', '<', q.until);
    const { items: rows, hasOlder, hasNewer } = await keysetPage<Record<string, unknown>>(base.select('*'), 'created_at', 'id', q);
    return { items: rows.map(toView), hasOlder, hasNewer };
  }
}

function toView(r: Record<string, unknown>): AuditEventView {
  const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const fields = typeof r.changed_fields === 'string' ? (JSON.parse(r.changed_fields) as unknown) : r.changed_fields;
  return {
    id: String(r.id),
    // Stored with millisecond precision (timestamptz(3)): the cursor round-trips it exactly.
    created_at: (r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at))).toISOString(),
    actor: { type: r.actor_type as ActorType, id: str(r.actor_id), name: str(r.actor_name) },
    action: String(r.action),
    resource_type: String(r.resource_type),
    resource_id: str(r.resource_id),
    outcome: r.outcome as Outcome,
    status_code: r.status_code === null || r.status_code === undefined ? null : Number(r.status_code),
    error_code: str(r.error_code),
    error_message: str(r.error_message),
    changed_fields: Array.isArray(fields) ? fields.map(String) : null,
    request: { id: str(r.request_id), method: str(r.http_method), path: str(r.path), ip_address: str(r.ip_address), user_agent: str(r.user_agent) },
    source: str(r.source),
  };
}
