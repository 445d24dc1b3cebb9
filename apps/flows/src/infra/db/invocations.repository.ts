import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@platform/db';

/** A recorded invocation (spec 2.7). */
export interface InvocationRecord {
  id: string;
  project_id: string;
  function_id: string;
  flow_id: string | null;
  status_code: number;
  success: boolean;
  duration_ms: number;
  request_body: Record<string, unknown>;
  response_body: Record<string, unknown>;
  error_message: string | null;
  edge_ray_id: string;
  /** Console lines of the invocation (secrets redacted). */
  console_logs: Array<{ level: string; message: string; logged_at: string }>;
  /** `invocation`, or `upstream_notification` (the upstream's report about the data endpoint). */
  kind: 'invocation' | 'upstream_notification';
  created_at: Date;
  /** The request that caused it (decision 0018): the InvokeFunction call's, the data-endpoint exchange's; null when none. */
  request_id?: string | null;
}

/** One console line with its invocation, as the logs listing reads it. */
export interface ConsoleLogRow {
  level: string;
  message: string;
  logged_at: string;
  invocation_id: string;
  edge_ray_id: string;
  success: boolean;
}

/**
 * A console line's id: a random UUID whose first 8 hex digits are the line's position, so the lines of
 * one invocation logged within one millisecond keep their order in the log search's (time, id) order.
 */
function lineId(position: number): string {
  return `${position.toString(16).padStart(8, '0')}${randomUUID().slice(8)}`;
}

/** Invocation records of functions. Every read takes the project id. */
export class InvocationsRepository {
  constructor(private readonly db: Db) {}

  /** Records one invocation and its console lines, one `function_logs` row each (in `q`'s transaction when given). */
  async insert(rec: InvocationRecord, q: Queryable = this.db.knex): Promise<void> {
    await q('function_invocations').insert({
      ...rec,
      request_id: rec.request_id ?? null,
      request_body: JSON.stringify(rec.request_body),
      response_body: JSON.stringify(rec.response_body),
      console_logs: JSON.stringify(rec.console_logs),
    });
    if (rec.console_logs.length === 0) return;
    await q('function_logs').insert(
      rec.console_logs.map((l, position) => ({
        id: lineId(position),
        invocation_id: rec.id,
        project_id: rec.project_id,
        function_id: rec.function_id,
        flow_id: rec.flow_id,
        request_id: rec.request_id ?? null,
        position,
        level: l.level,
        message: l.message,
        logged_at: l.logged_at,
      })),
    );
  }

  /**
   * The function's most recent console lines, newest first: the lines of its latest invocations,
   * each invocation's lines from its last to its first, `limit` lines in all.
   */
  async recentLogs(projectId: string, functionId: string, limit: number): Promise<ConsoleLogRow[]> {
    const { rows } = await this.db.knex.raw(
      `SELECT l.value->>'level' AS level, l.value->>'message' AS message, l.value->>'logged_at' AS logged_at,
              i.id AS invocation_id, i.edge_ray_id, i.success
         FROM (SELECT id, edge_ray_id, success, console_logs, created_at FROM function_invocations
                WHERE project_id = ? AND function_id = ? AND jsonb_array_length(console_logs) > 0
                ORDER BY created_at DESC, id DESC LIMIT ?) i
         CROSS JOIN LATERAL jsonb_array_elements(i.console_logs) WITH ORDINALITY AS l(value, n)
        ORDER BY i.created_at DESC, i.id DESC, l.n DESC
        LIMIT ?`,
      [projectId, functionId, limit, limit],
    );
    return rows as ConsoleLogRow[];
  }

  /** The function's most recent invocation rows (wire/invocation.wire.ts maps them) (every flow sharing it included), optionally by outcome. */
  async recent(projectId: string, functionId: string, success: boolean | undefined, limit: number): Promise<Array<Record<string, unknown>>> {
    let q = this.db.knex('function_invocations').where({ project_id: projectId, function_id: functionId });
    if (success !== undefined) q = q.andWhere({ success });
    const rows = await q
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
    return rows as Array<Record<string, unknown>>;
  }

  /** Deletes records created before `cutoff` (retention); returns how many. */
  async deleteOlderThan(cutoff: Date, batch = 5_000): Promise<number> {
    let total = 0;
    for (;;) {
      // Counted from the returned ids: PGlite's driver reports no affected-row count for a DELETE
      // (a non-number here once made this loop spin forever and starve the all-in-one's event loop).
      const deleted: Array<{ id: string }> = await this.db
        .knex('function_invocations')
        .whereIn('id', this.db.knex('function_invocations').where('created_at', '<', cutoff).limit(batch).select('id'))
        .delete(['id']);
      const n = deleted.length;
      total += n;
      if (n < batch) return total;
    }
  }
}
