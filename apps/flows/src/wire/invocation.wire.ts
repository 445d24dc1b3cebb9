import { toStruct, type flows } from '@platform/contracts';
import type { ConsoleLogRow } from '../infra/db/invocations.repository';

function consoleLogsOf(v: unknown): flows.ConsoleLog[] {
  const list = (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as Array<{ level: string; message: string; logged_at: string }>;
  return list.map((l) => ({ level: l.level, message: l.message, logged_at: l.logged_at }));
}

/** A console line with its invocation (GET /functions/{id}/logs). */
export function functionLogToWire(r: ConsoleLogRow): flows.FunctionLog {
  return {
    level: r.level,
    message: r.message,
    logged_at: r.logged_at,
    invocation_id: r.invocation_id,
    cf_ray: r.edge_ray_id,
    outcome: r.success ? 'success' : 'failed',
  };
}

/** The public shape of an invocation. */
export function invocationToWire(r: Record<string, unknown>): flows.FunctionInvocation {
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
  return {
    id: r.id as string,
    status_code: Number(r.status_code),
    duration_ms: Number(r.duration_ms),
    request_body: toStruct(json(r.request_body)),
    response_body: toStruct(json(r.response_body)),
    error_message: (r.error_message as string) ?? undefined,
    edge_ray_id: r.edge_ray_id as string,
    created_at: new Date(r.created_at as string).toISOString(),
    console_logs: consoleLogsOf(r.console_logs),
    kind: (r.kind as string) ?? 'invocation',
  };
}
