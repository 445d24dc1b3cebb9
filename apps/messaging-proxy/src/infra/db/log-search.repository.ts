import { type Db, type LogSource, LogSourcesRepository } from '@platform/db';
import type { Logger } from '@platform/logger';

/**
 * Searchable text of an external API call (decision 0019): method, path, status, error code, error
 * message and trace id. The migration indexes exactly this expression; keep both in step.
 */
export const EXTERNAL_API_LOG_TEXT = `method || ' ' || path || ' ' || status::text || ' ' || coalesce(error_code::text, '') || ' ' || coalesce(error_message, '') || ' ' || coalesce(fbtrace_id, '')`;

/** Searchable text of a received upstream change: field, kind, wamid, error codes and titles (indexed by the migration). */
export const UPSTREAM_WEBHOOK_EVENT_TEXT = `field || ' ' || kind || ' ' || coalesce(wamid, '') || ' ' || coalesce(error_codes, '') || ' ' || coalesce(error_titles, '')`;

/** Longest text a hit's detail carries. */
const DETAIL_TEXT = 2_000;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const cut = (v: unknown): string => str(v).slice(0, DETAIL_TEXT);

/** Only the non-empty values: a hit's keys carry every key the row has, no empty one. */
function present(keys: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(keys)) if (str(v) !== '') out[k] = str(v);
  return out;
}

/** What a row is about: its message, else its number, else `fallback`. */
function resourceOf(r: Record<string, unknown>, fallback: { type: string; id: string }): { resource_type: string; resource_id: string } {
  if (str(r.wamid)) return { resource_type: 'message', resource_id: str(r.wamid) };
  if (str(r.phone_number_id)) return { resource_type: 'phone_number', resource_id: str(r.phone_number_id) };
  if (str(r.business_account_id)) return { resource_type: 'business_account', resource_id: str(r.business_account_id) };
  return { resource_type: fallback.type, resource_id: fallback.id };
}

/**
 * `external_api_log`: every upstream call made for a project (decision 0250, table
 * `external_api_logs`); a problem is a call without an answer (status 0) or answered 4xx/5xx.
 */
export function externalApiLogSource(retentionDays: number): LogSource {
  return {
    name: 'external_api_log',
    from: 'external_api_logs',
    projectColumn: 'project_id',
    timeColumn: 'created_at',
    idColumn: 'id',
    select: [
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
    ],
    keys: {
      request_id: 'request_id',
      phone_number_id: 'phone_number_id',
      business_account_id: 'business_account_id',
      status: 'status::text',
      endpoint: 'path',
    },
    text: EXTERNAL_API_LOG_TEXT,
    problem: 'status = 0 or status >= 400',
    retentionDays,
    toHit: (r) => {
      const status = Number(r.status) === 0 ? 'no answer' : str(r.status);
      const error =
        r.error_code !== null && r.error_code !== undefined ? ` (error ${str(r.error_code)}${r.error_message ? `: ${str(r.error_message)}` : ''})` : '';
      return {
        ...resourceOf(r, { type: 'external_api_call', id: str(r.path) }),
        summary: `${str(r.method)} ${str(r.path)} → ${status}${error}`.slice(0, 300),
        keys: present({
          request_id: r.request_id,
          phone_number_id: r.phone_number_id,
          business_account_id: r.business_account_id,
          status: r.status,
          endpoint: r.path,
        }),
        detail: {
          method: str(r.method),
          path: cut(r.path),
          status: Number(r.status),
          duration_ms: Number(r.duration_ms),
          error_code: r.error_code ?? null,
          error_subcode: r.error_subcode ?? null,
          error_message: r.error_message === null || r.error_message === undefined ? null : cut(r.error_message),
          fbtrace_id: r.fbtrace_id ?? null,
          phone_number_id: r.phone_number_id ?? null,
          business_account_id: r.business_account_id ?? null,
          request_id: r.request_id ?? null,
        },
      };
    },
  };
}

/**
 * `upstream_webhook_event`: every change the upstream delivered for a project (table
 * `upstream_webhook_events`); a problem is a failed status or a change carrying errors.
 */
export function upstreamWebhookEventSource(retentionDays: number): LogSource {
  return {
    name: 'upstream_webhook_event',
    from: 'upstream_webhook_events',
    projectColumn: 'project_id',
    timeColumn: 'received_at',
    idColumn: 'id',
    select: ['request_id', 'field', 'kind', 'status', 'phone_number_id', 'wamid', 'wa_id', 'error_codes', 'error_titles', 'payload_excerpt'],
    keys: { wamid: 'wamid', phone_number_id: 'phone_number_id', request_id: 'request_id', event_type: 'field', status: 'status' },
    text: UPSTREAM_WEBHOOK_EVENT_TEXT,
    problem: `status = 'failed' or error_codes is not null`,
    retentionDays,
    toHit: (r) => {
      const errors = r.error_codes ? ` errors ${str(r.error_codes)}${r.error_titles ? ` (${str(r.error_titles)})` : ''}` : '';
      return {
        ...resourceOf(r, { type: 'upstream_webhook', id: str(r.field) }),
        summary: `${str(r.field)} ${str(r.kind)}${r.wamid ? ` ${str(r.wamid)}` : ''}${errors}`.slice(0, 300),
        keys: present({ wamid: r.wamid, phone_number_id: r.phone_number_id, request_id: r.request_id, event_type: r.field, status: r.status }),
        detail: {
          field: str(r.field),
          kind: str(r.kind),
          status: r.status ?? null,
          phone_number_id: r.phone_number_id ?? null,
          wamid: r.wamid ?? null,
          wa_id: r.wa_id ?? null,
          error_codes: r.error_codes ? str(r.error_codes).split(' ') : [],
          error_titles: r.error_titles ? cut(r.error_titles) : null,
          request_id: r.request_id ?? null,
          payload_excerpt: cut(r.payload_excerpt),
        },
      };
    },
  };
}

/** Tables the retention sweeper purges, with their time column (SQL fragments written here, never taken from input). */
const RETAINED = {
  external_api_logs: 'created_at',
  upstream_webhook_events: 'received_at',
  upstream_webhook_receipts: 'received_at',
} as const;

/** A table the retention sweeper purges. */
export type RetainedTable = keyof typeof RETAINED;

/** Log search over messaging-proxy's sources (decision 0019) and their retention. */
export class LogSearchRepository extends LogSourcesRepository {
  constructor(db: Db, logger: Logger, retention: { externalApiLogDays: number; upstreamWebhookEventDays: number }) {
    super(db, logger, [externalApiLogSource(retention.externalApiLogDays), upstreamWebhookEventSource(retention.upstreamWebhookEventDays)]);
  }

  /**
   * Deletes at most `limit` rows of `table` older than `cutoff`, across all projects (retention, kind 1
   * of conventions' list); answers how many went. Every replica may run it: concurrent deletes skip
   * each other's rows.
   */
  async deleteOlderThan(table: RetainedTable, cutoff: Date, limit: number): Promise<number> {
    const column = RETAINED[table];
    const res = await this.db.knex.raw(
      `delete from ${table} where ctid = any(array(select ctid from ${table} where ${column} < ? limit ? for update skip locked))`,
      [cutoff, limit],
    );
    return (res as { rowCount: number }).rowCount;
  }
}
