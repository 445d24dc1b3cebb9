import { type Db, type LogSource, LogSourcesRepository } from '@platform/db';
import type { Logger } from '@platform/logger';

/**
 * Log search over flows' rows (decision 0019): `function_invocation` (function_invocations),
 * `function_log` (function_logs, one row per console line) and `flow_data_exchange`
 * (flow_data_exchanges, one row per data-endpoint exchange).
 */

/** Searchable text of an invocation (indexed by migration 0004). */
export const FUNCTION_INVOCATION_TEXT = `kind || ' ' || status_code::text || ' ' || coalesce(error_message, '') || ' ' || edge_ray_id`;
/** Searchable text of a console line (indexed by migration 0004). */
export const FUNCTION_LOG_TEXT = `level || ' ' || message`;
/** Searchable text of a data-endpoint exchange (indexed by migration 0004). */
export const FLOW_DATA_EXCHANGE_TEXT = `coalesce(action, '') || ' ' || coalesce(screen, '') || ' ' || coalesce(response_screen, '') || ' ' || status || ' ' || coalesce(error_message, '')`;

const MAX_TEXT = 2000;
const cut = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).slice(0, MAX_TEXT));
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** Only the non-empty key values of a row. */
function keysOf(k: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(k)) if (v !== null && v !== undefined && String(v) !== '') out[name] = String(v);
  return out;
}

/** Builds the three sources with the configured retention (days). */
export function logSources(retention: { invocationDays: number; exchangeDays: number }): LogSource[] {
  return [
    {
      name: 'function_invocation',
      from: 'function_invocations',
      projectColumn: 'project_id',
      timeColumn: 'created_at',
      idColumn: 'id',
      select: ['function_id', 'flow_id', 'request_id', 'kind', 'status_code', 'success', 'duration_ms', 'error_message', 'edge_ray_id'],
      keys: { function_id: 'function_id', flow_id: 'flow_id', request_id: 'request_id', status: 'status_code::text' },
      text: FUNCTION_INVOCATION_TEXT,
      problem: 'not success',
      retentionDays: retention.invocationDays,
      toHit: (r) => ({
        resource_type: 'function',
        resource_id: str(r.function_id),
        summary: `${r.kind === 'upstream_notification' ? 'upstream notification' : 'invocation'} → ${str(r.status_code)} in ${str(r.duration_ms)} ms${r.error_message ? `: ${str(r.error_message).slice(0, 200)}` : ''}`,
        keys: keysOf({ function_id: r.function_id, flow_id: r.flow_id, request_id: r.request_id, status: r.status_code }),
        detail: {
          function_id: r.function_id,
          flow_id: r.flow_id ?? null,
          kind: r.kind,
          status_code: r.status_code,
          success: r.success,
          duration_ms: r.duration_ms,
          error_message: cut(r.error_message),
          edge_ray_id: r.edge_ray_id,
        },
      }),
    },
    {
      name: 'function_log',
      from: 'function_logs',
      projectColumn: 'project_id',
      timeColumn: 'logged_at',
      idColumn: 'id',
      select: ['invocation_id', 'function_id', 'flow_id', 'request_id', 'position', 'level', 'message'],
      keys: { function_id: 'function_id', flow_id: 'flow_id', request_id: 'request_id', status: 'level' },
      text: FUNCTION_LOG_TEXT,
      problem: `level = 'error'`,
      retentionDays: retention.invocationDays,
      toHit: (r) => ({
        resource_type: 'function',
        resource_id: str(r.function_id),
        summary: `[${str(r.level)}] ${str(r.message).slice(0, 200)}`,
        keys: keysOf({ function_id: r.function_id, flow_id: r.flow_id, request_id: r.request_id, status: r.level }),
        detail: {
          invocation_id: r.invocation_id,
          function_id: r.function_id,
          flow_id: r.flow_id ?? null,
          position: r.position,
          level: r.level,
          message: cut(r.message),
        },
      }),
    },
    {
      name: 'flow_data_exchange',
      from: 'flow_data_exchanges',
      projectColumn: 'project_id',
      timeColumn: 'created_at',
      idColumn: 'id',
      select: [
        'flow_id',
        'phone_number_id',
        'action',
        'screen',
        'version',
        'status',
        'http_status',
        'response_screen',
        'error_message',
        'flow_token_hash',
        'invocation_id',
        'request_id',
        'duration_ms',
      ],
      keys: { flow_id: 'flow_id', request_id: 'request_id', status: 'status', phone_number_id: 'phone_number_id' },
      text: FLOW_DATA_EXCHANGE_TEXT,
      problem: `status <> 'answered' or error_message is not null`,
      retentionDays: retention.exchangeDays,
      toHit: (r) => ({
        resource_type: 'flow',
        resource_id: str(r.flow_id),
        summary: `${str(r.action) || '(unread)'}${r.screen ? ` ${str(r.screen)}` : ''} → ${str(r.status)}${r.response_screen ? ` (${str(r.response_screen)})` : ''} in ${str(r.duration_ms)} ms${r.error_message ? `: ${str(r.error_message).slice(0, 200)}` : ''}`,
        keys: keysOf({ flow_id: r.flow_id, request_id: r.request_id, status: r.status, phone_number_id: r.phone_number_id }),
        detail: {
          flow_id: r.flow_id,
          phone_number_id: r.phone_number_id ?? null,
          action: r.action ?? null,
          screen: r.screen ?? null,
          version: r.version ?? null,
          status: r.status,
          http_status: r.http_status,
          response_screen: r.response_screen ?? null,
          error_message: cut(r.error_message),
          flow_token_hash: r.flow_token_hash ?? null,
          invocation_id: r.invocation_id ?? null,
          duration_ms: r.duration_ms,
        },
      }),
    },
  ];
}

/** SearchLogs over the three sources. */
export class LogSearchRepository extends LogSourcesRepository {
  constructor(db: Db, logger: Logger, retention: { invocationDays: number; exchangeDays: number }) {
    super(db, logger, logSources(retention));
  }
}
