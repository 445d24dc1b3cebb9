import { logWindowStart, type CursorPosition, type LogPeriod } from '@platform/contracts';
import { keysetPage, type Db } from '@platform/db';
import type { Clock } from '@platform/runtime';

/** One upstream call as stored (decision 0250). */
export interface ExternalApiLogRow {
  id: string;
  project_id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  error_code: number | null;
  error_subcode: number | null;
  error_message: string | null;
  fbtrace_id: string | null;
  phone_number_id: string | null;
  business_account_id: string | null;
  request_id: string | null;
  /** The service that made the call: `messaging-proxy`, `funding` or `flows`. */
  caller: string;
  created_at: Date;
}

/** An entry as read (created_at as ISO 8601). */
export type ExternalApiLogView = Omit<ExternalApiLogRow, 'created_at' | 'project_id'> & { created_at: string };

/** Filters of `GET /external_api_logs` (validated by the gateway and again by the RPC). */
export interface ExternalApiLogQuery {
  projectId: string;
  phoneNumberId?: string;
  status?: number;
  errorsOnly?: boolean;
  /** Partial, case-insensitive match on the path. */
  endpoint?: string;
  requestId?: string;
  period?: LogPeriod;
  since?: Date;
  until?: Date;
  limit: number;
  after?: CursorPosition;
  before?: CursorPosition;
}

/**
 * The whole batch is one JSON parameter expanded by Postgres (as the gateway's request log). A row
 * whose id is already stored is skipped: a redelivered batch of another service's calls inserts nothing twice.
 */
const INSERT_SQL = `insert into external_api_logs (id, project_id, method, path, status, duration_ms, error_code, error_subcode, error_message, fbtrace_id, phone_number_id, business_account_id, request_id, caller, created_at)
  select id, project_id, method, path, status, duration_ms, error_code, error_subcode, error_message, fbtrace_id, phone_number_id, business_account_id, request_id, caller, created_at
  from json_populate_recordset(null::external_api_logs, $1::json)
  on conflict (id) do nothing`;

const COLUMNS = [
  'id',
  'method',
  'path',
  'status',
  'duration_ms',
  'error_code',
  'error_subcode',
  'error_message',
  'fbtrace_id',
  'phone_number_id',
  'business_account_id',
  'request_id',
  'caller',
  'created_at',
];

/** Writes and reads the external API log of messaging-proxy (table `external_api_logs`). */
export class ExternalApiLogsRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Inserts a batch in one statement (all or none); rows whose id is already stored are skipped. */
  async insertBatch(rows: readonly ExternalApiLogRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.query(INSERT_SQL, [JSON.stringify(rows)], { name: 'external_api_logs.insert_batch.v2' });
  }

  /** One page of a project's calls, most recent first, and whether more exist beyond each end. */
  async list(q: ExternalApiLogQuery): Promise<{ items: ExternalApiLogView[]; hasOlder: boolean; hasNewer: boolean }> {
    const base = this.db.knex('external_api_logs').where('project_id', q.projectId);
    if (q.phoneNumberId) base.where('phone_number_id', q.phoneNumberId);
    if (q.status !== undefined) base.where('status', q.status);
    if (q.errorsOnly) base.where((w) => w.where('status', '>=', 400).orWhere('status', 0));
    if (q.endpoint) base.whereRaw('strpos(lower(path), lower(?)) > 0', [q.endpoint]);
    if (q.requestId) base.where('request_id', q.requestId);
    const from = logWindowStart({ period: q.period }, this.clock.now());
    if (from) base.where('created_at', '>=', from);
    if (q.since) base.where('created_at', '>=', q.since);
    if (q.until) base.where('created_at', '<', q.until);
    const page = await keysetPage<Record<string, unknown>>(base.select(COLUMNS), 'created_at', 'id', q);
    const items = page.items.map((r) => ({ ...(r as unknown as ExternalApiLogView), created_at: new Date(r.created_at as string).toISOString() }));
    return { items, hasOlder: page.hasOlder, hasNewer: page.hasNewer };
  }
}
