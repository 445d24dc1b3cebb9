import { searchLogSources, type Db, type LogSearchQuery, type LogSearchResult, type LogSource } from '@platform/db';
import type { Logger } from '@platform/logger';

/**
 * The searchable text of a request log entry (decision 0019): method, path, status and error
 * message. Migration 0008 indexes exactly this expression (full-text and trigram); another spelling
 * would not use the indexes.
 */
export const REQUEST_LOG_TEXT =
  "coalesce(http_method, '') || ' ' || coalesce(endpoint, '') || ' ' || response_status::text || ' ' || coalesce(error_message, '')";

/** Only non-empty values: a hit's keys carry what the row has. */
function present(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined && v !== '') out[k] = String(v);
  return out;
}

/** The gateway's source `request_log` (the api_logs table), kept `retentionDays`. */
export function requestLogSource(retentionDays: number): LogSource {
  return {
    name: 'request_log',
    from: 'api_logs',
    projectColumn: 'project_id',
    timeColumn: 'created_at',
    idColumn: 'id',
    select: [
      'http_method',
      'endpoint',
      'response_status',
      'response_time_ms',
      'error_message',
      'api_key_id',
      'api_key_name',
      'user_id',
      'request_id',
      'ip_address',
      'idempotent_replay',
      'source',
    ],
    keys: { request_id: 'request_id', status: 'response_status::text', api_key_id: 'api_key_id', user_id: 'user_id' },
    text: REQUEST_LOG_TEXT,
    problem: 'response_status >= 400',
    retentionDays,
    toHit(r) {
      const status = Number(r.response_status);
      const error = typeof r.error_message === 'string' && r.error_message ? `: ${r.error_message.slice(0, 200)}` : '';
      return {
        resource_type: 'request',
        resource_id: String(r.request_id ?? ''),
        summary: `${String(r.http_method)} ${String(r.endpoint)} → ${status} in ${Number(r.response_time_ms)} ms${error}`,
        keys: present({ request_id: r.request_id, status, api_key_id: r.api_key_id, user_id: r.user_id }),
        detail: {
          http_method: r.http_method,
          endpoint: String(r.endpoint).slice(0, 2000),
          response_status: status,
          response_time_ms: Number(r.response_time_ms),
          error_message: r.error_message ?? null,
          api_key_id: r.api_key_id ?? null,
          api_key_name: r.api_key_name ?? null,
          user_id: r.user_id ?? null,
          request_id: r.request_id ?? null,
          ip_address: r.ip_address,
          idempotent_replay: r.idempotent_replay === true,
          source: r.source ?? null,
        },
      };
    },
  };
}

/** What is logged of a failed source: the SQLSTATE and the reason, never the statement or its values (the question's text). */
function failureOf(err: unknown): { code?: string; error: string } {
  const code = (err as { code?: unknown })?.code;
  const message = err instanceof Error ? err.message : String(err);
  // knex prefixes the reason with the statement; keep the reason only.
  const reason = message.includes(' - ') ? message.slice(message.lastIndexOf(' - ') + 3) : message;
  return { code: typeof code === 'string' ? code : undefined, error: reason.slice(0, 200) };
}

/** Answers the gateway's part of `GET /log_search` (decision 0019) from the request log. */
export class LogSearchRepository {
  private readonly sources: readonly LogSource[];

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    retentionDays: number,
  ) {
    this.sources = [requestLogSource(retentionDays)];
  }

  /** The question asked of the gateway's own sources; a failing source is logged (never the question) and reported failed. */
  async search(query: LogSearchQuery): Promise<LogSearchResult> {
    const result = await searchLogSources(this.db.knex, this.sources, query);
    for (const { source, err } of result.errors) this.logger.warn({ source, ...failureOf(err) }, 'log search source failed');
    return result;
  }
}
