import { logWindowStart, type CursorPosition, type LogPeriod } from '@platform/contracts';
import { keysetPage, type Db } from '@platform/db';
import type { Clock } from '@platform/runtime';
import type { ApiLogEntry } from './api-log';

/**
 * The whole batch travels as one JSON parameter that Postgres expands into rows: one value to
 * serialize (natively) instead of 11 bind parameters per entry through the query builder, which cost
 * the gateway more CPU than the rest of request logging together (bench/README.md).
 */
const INSERT_SQL = `insert into api_logs (id, project_id, api_key_id, api_key_name, api_key_scopes, user_id, endpoint, http_method, response_status, response_time_ms, created_at, ip_address, error_message, idempotent_replay, request_id, source)
  select id, project_id, api_key_id, api_key_name, api_key_scopes, user_id, endpoint, http_method, response_status, response_time_ms, created_at, ip_address, error_message, coalesce(idempotent_replay, false), request_id, source
  from json_populate_recordset(null::api_logs, $1::json)`;

/** Writes request log entries in one statement (all or none). */
export async function insertApiLogBatch(db: Db, entries: readonly ApiLogEntry[]): Promise<void> {
  await db.query(INSERT_SQL, [JSON.stringify(entries)], { name: 'api_logs.insert_batch.v5' });
}

/** Filters of `GET /api_logs` (already validated). */
export interface ApiLogQuery {
  projectId: string;
  endpoint?: string;
  statusCode?: number;
  errorsOnly?: boolean;
  /** Exact X-Request-Id (decision 0018). */
  requestId?: string;
  /** Where the requests came from (decision 0029). */
  source?: string;
  period?: LogPeriod;
  /** Entries at or after this instant. */
  since?: Date;
  /** Entries before this instant. */
  until?: Date;
  limit: number;
  /** Entries older than this position (next page). */
  after?: CursorPosition;
  /** Entries newer than this position (previous page). */
  before?: CursorPosition;
}

/** A public API log entry (spec 2.3). */
export interface ApiLogView {
  id: string;
  endpoint: string;
  http_method: string;
  response_status: number;
  response_time_ms: number;
  created_at: string;
  ip_address: string;
  error_message: string | null;
  api_key_id: string | null;
  api_key_name: string | null;
  /** Scopes the key held when it made the request. */
  api_key_scopes: string[] | null;
  /** The person whose dashboard session made the request (decision 0015). */
  user_id: string | null;
  /** Answered by replaying its Idempotency-Key's stored answer. */
  idempotent_replay: boolean;
  /** X-Request-Id of the request (decision 0018); null for entries written before it was recorded. */
  request_id: string | null;
  /** Where the request came from (decision 0029); null for entries written before it was recorded. */
  source: string | null;
}

/** Reads request logs of one project, most recent first, with keyset pagination. */
export class ApiLogRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** One page plus whether more entries exist beyond each end. */
  async list(q: ApiLogQuery): Promise<{ items: ApiLogView[]; hasOlder: boolean; hasNewer: boolean }> {
    const base = this.db.knex('api_logs').where('project_id', q.projectId);
    if (q.endpoint) base.whereRaw('strpos(lower(endpoint), lower(?)) > 0', [q.endpoint]);
    if (q.statusCode !== undefined) base.where('response_status', q.statusCode);
    if (q.errorsOnly) base.where('response_status', '>=', 400);
    if (q.requestId) base.where('request_id', q.requestId);
    if (q.source) base.where('source', q.source);
    const from = logWindowStart(q, this.clock.now());
    if (from) base.where('created_at', '>=', from);
    if (q.until) base.where('created_at', '<', q.until);

    const cols = [
      'id',
      'endpoint',
      'http_method',
      'response_status',
      'response_time_ms',
      'created_at',
      'ip_address',
      'error_message',
      'api_key_id',
      'api_key_name',
      'api_key_scopes',
      'user_id',
      'idempotent_replay',
      'request_id',
      'source',
    ];
    const { items: rows, hasOlder, hasNewer } = await keysetPage<Record<string, unknown>>(base.select(cols), 'created_at', 'id', q);
    const items = rows.map((r) => ({
      ...(r as unknown as ApiLogView),
      created_at: toIso(r.created_at),
      api_key_scopes: typeof r.api_key_scopes === 'string' ? r.api_key_scopes.split(' ').filter(Boolean) : null,
    }));
    return { items, hasOlder, hasNewer };
  }

  /**
   * Deletes up to `limit` entries created before `cutoff` (the request log's retention,
   * `API_LOG_RETENTION_DAYS`), oldest first; returns how many went. Every replica may run it.
   */
  async deleteOlderThan(cutoff: Date, limit: number): Promise<number> {
    const rows = await this.db.query(
      'delete from api_logs where id in (select id from api_logs where created_at < $1 order by created_at limit $2 for update skip locked) returning id',
      [cutoff, limit],
      { name: 'api_logs.delete_older_than.v1' },
    );
    return rows.length;
  }
}

function toIso(v: unknown): string {
  // created_at is stored with millisecond precision (timestamptz(3)), the precision of a JS Date:
  // the cursor round-trips it exactly, which keeps keyset pages stable.
  if (v instanceof Date) return v.toISOString();
  return new Date(String(v)).toISOString();
}
