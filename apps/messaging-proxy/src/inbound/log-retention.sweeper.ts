import { RetentionSweeper, type Clock } from '@platform/runtime';
import type { Logger } from '@platform/logger';
import type { LogSearchRepository, RetainedTable } from '../infra/db/log-search.repository';

/**
 * Retention (issue 36 item 7, decision 0019): the external API log and the received upstream changes
 * older than their settings, and the webhook receipts older than their days (the upstream redelivers for
 * 7 days; a receipt older than that recognises nothing).
 */
export function logRetentionSweeper(deps: {
  repo: Pick<LogSearchRepository, 'deleteOlderThan'>;
  clock: Clock;
  logger: Logger;
  intervalMs: number;
  days: Record<RetainedTable, number>;
}): RetentionSweeper {
  return new RetentionSweeper({
    clock: deps.clock,
    logger: deps.logger,
    everyMs: deps.intervalMs,
    tasks: (Object.entries(deps.days) as Array<[RetainedTable, number]>).map(([table, days]) => ({
      name: table,
      days,
      delete: (cutoff: Date, limit: number) => deps.repo.deleteOlderThan(table, cutoff, limit),
    })),
  });
}
