import { invalidArgument } from '@platform/errors';
import { fillBuckets, MAX_STATS_BUCKETS, MAX_STATS_WINDOW_MS, bucketStarts, type StatsBucket, type StatsCounts } from '../domain/message-stats';
import type { FailureReasonRow, MessageStatsRepository } from '../infra/db/message-stats.repository';

/** A checked stats request. */
export interface MessageStatsQuery {
  projectId: string;
  since: Date;
  until: Date;
  bucket: StatsBucket;
  topReasons: number;
}

/** The answer: every bucket of the window and the top failure reasons. */
export interface MessageStats {
  buckets: Array<{ start: string } & StatsCounts>;
  failureReasons: FailureReasonRow[];
}

/** The overview's message statistics of a window (decision 0025, Overview); INVALID_ARGUMENT on a bad window. */
export async function messageStats(repo: MessageStatsRepository, q: MessageStatsQuery): Promise<MessageStats> {
  if (q.until.getTime() <= q.since.getTime()) throw invalidArgument('INVALID_TIME', 'until must be after since');
  if (q.until.getTime() - q.since.getTime() > MAX_STATS_WINDOW_MS) throw invalidArgument('INVALID_TIME', 'the window is at most 32 days');
  if (bucketStarts(q.since, q.until, q.bucket).length >= MAX_STATS_BUCKETS)
    throw invalidArgument('INVALID_ARGUMENT', `the window holds at most ${MAX_STATS_BUCKETS - 1} buckets`);
  const { buckets, reasons } = await repo.stats(q.projectId, q.since, q.until, q.bucket, q.topReasons);
  return { buckets: fillBuckets(q.since, q.until, q.bucket, buckets), failureReasons: reasons };
}
