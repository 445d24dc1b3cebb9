import type { Db } from '@platform/db';
import type { StatsBucket, StatsCounts } from '../../domain/message-stats';

/** One grouped row: a bucket's start and its counts. */
export type StatsRow = { start: string } & StatsCounts;

/** A failure reason with its count. */
export interface FailureReasonRow {
  code: number;
  title: string;
  count: number;
}

/**
 * The overview's aggregate of a project's messages in a window (decision 0025, Overview): one
 * statement over the `(project_id, created_at, id)` index — counts per UTC bucket by direction and
 * current status, and the most frequent failure reasons (the first upstream error's code and title).
 */
export class MessageStatsRepository {
  constructor(private readonly db: Db) {}

  async stats(
    projectId: string,
    since: Date,
    until: Date,
    bucket: StatsBucket,
    topReasons: number,
  ): Promise<{ buckets: StatsRow[]; reasons: FailureReasonRow[] }> {
    const res = await this.db.knex.raw(
      `WITH w AS (
         SELECT direction, status, errors, created_at FROM messages
          WHERE project_id = ? AND created_at >= ? AND created_at < ?
       ),
       b AS (
         SELECT date_trunc(?, created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS start,
                count(*) FILTER (WHERE direction = 'inbound')::int AS received,
                count(*) FILTER (WHERE direction = 'outbound' AND status IN ('sent', 'delivered', 'read', 'played'))::int AS sent,
                count(*) FILTER (WHERE direction = 'outbound' AND status IN ('delivered', 'read', 'played'))::int AS delivered,
                count(*) FILTER (WHERE direction = 'outbound' AND status IN ('read', 'played'))::int AS read,
                count(*) FILTER (WHERE direction = 'outbound' AND status = 'failed')::int AS failed,
                count(*) FILTER (WHERE direction = 'outbound' AND status = 'pending')::int AS pending
           FROM w GROUP BY 1
       ),
       r AS (
         SELECT CASE WHEN errors -> 0 ->> 'code' ~ '^[0-9]{1,9}$' THEN (errors -> 0 ->> 'code')::int ELSE 0 END AS code,
                coalesce(errors -> 0 ->> 'title', '') AS title,
                count(*)::int AS count
           FROM w WHERE direction = 'outbound' AND status = 'failed'
          GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT ?
       )
       SELECT (SELECT coalesce(json_agg(b ORDER BY b.start), '[]'::json) FROM b) AS buckets,
              (SELECT coalesce(json_agg(r ORDER BY r.count DESC, r.code, r.title), '[]'::json) FROM r) AS reasons`,
      [projectId, since, until, bucket, topReasons],
    );
    const row = res.rows[0] as { buckets: StatsRow[]; reasons: FailureReasonRow[] };
    return { buckets: row.buckets, reasons: row.reasons };
  }
}
