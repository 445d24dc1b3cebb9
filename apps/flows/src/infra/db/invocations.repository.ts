import type { Db } from '@platform/db';

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
  created_at: Date;
}

/** Invocation records of functions. Every read takes the project id. */
export class InvocationsRepository {
  constructor(private readonly db: Db) {}

  /** Records one invocation. */
  async insert(rec: InvocationRecord): Promise<void> {
    await this.db
      .knex('function_invocations')
      .insert({ ...rec, request_body: JSON.stringify(rec.request_body), response_body: JSON.stringify(rec.response_body) });
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
