import { decodeCursor, encodeCursor, isLogPeriod, type CursorPosition, type messagingProxy } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { ExternalApiLogsRepository } from '../infra/db/external-api-logs.repository';

function cursorOf(v: string | undefined, name: string): CursorPosition | undefined {
  if (!v) return undefined;
  const p = decodeCursor(v);
  if (!p) throw invalidArgument('INVALID_CURSOR', `${name} is not a valid cursor`);
  return p;
}

function instantOf(v: string | undefined, name: string): Date | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(v)) throw invalidArgument('INVALID_INSTANT', `${name} must be an ISO 8601 date-time`);
  return d;
}

/**
 * ListExternalApiLogs (decision 0250): the project's upstream calls, most recent first, keyset
 * paged like the request log. The gateway validates the query; this checks it again for other callers.
 */
export function listExternalApiLogsRpc(repo: ExternalApiLogsRepository) {
  return async (req: messagingProxy.ListExternalApiLogsRequest__Output): Promise<messagingProxy.ListExternalApiLogsResponse> => {
    if (req.phone_number_id !== undefined && !/^\d{1,32}$/.test(req.phone_number_id))
      throw invalidArgument('INVALID_PHONE_NUMBER_ID', 'phone_number_id must be a digit string');
    if (req.period !== undefined && !isLogPeriod(req.period)) throw invalidArgument('INVALID_PERIOD', 'period must be 24h, 7d or 30d');
    if (req.status !== undefined && (req.status < 0 || req.status > 599)) throw invalidArgument('INVALID_STATUS', 'status must be 0 to 599');
    if (req.before && req.after) throw invalidArgument('INVALID_CURSOR', 'use either before or after, not both');
    const since = instantOf(req.since, 'since');
    const until = instantOf(req.until, 'until');
    if (since && until && since >= until) throw invalidArgument('INVALID_RANGE', 'since must be before until');
    const page = await repo.list({
      projectId: req.project_id,
      phoneNumberId: req.phone_number_id,
      status: req.status,
      errorsOnly: req.errors_only,
      endpoint: req.endpoint ? req.endpoint.slice(0, 512) : undefined,
      requestId: req.request_id ? req.request_id.slice(0, 128) : undefined,
      period: isLogPeriod(req.period) ? req.period : undefined,
      since,
      until,
      limit: Math.min(Math.max(req.limit || 20, 1), 100),
      before: cursorOf(req.before, 'before'),
      after: cursorOf(req.after, 'after'),
    });
    const first = page.items[0];
    const last = page.items[page.items.length - 1];
    return {
      // Null columns are unset fields on the wire.
      logs: page.items.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)) as messagingProxy.ExternalApiLog),
      before_cursor: first ? encodeCursor(first.created_at, first.id) : '',
      after_cursor: last ? encodeCursor(last.created_at, last.id) : '',
      has_older: page.hasOlder,
      has_newer: page.hasNewer,
    };
  };
}
