import { RetentionSweeper, type Clock } from '@platform/runtime';
import type { Logger } from '@platform/logger';
import type { LogSearchRepository } from '../infra/db/log-search.repository';

/**
 * Retention of the message_event source (issue 36 item 7, decision 0019): message statuses older than
 * `MESSAGE_EVENT_RETENTION_DAYS`; messages stay (conversation history the inbox reads).
 */
export function logRetentionSweeper(deps: {
  repo: Pick<LogSearchRepository, 'deleteOlderThan'>;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
  everyMs?: number;
}): RetentionSweeper {
  return new RetentionSweeper({
    clock: deps.clock,
    logger: deps.logger,
    everyMs: deps.everyMs,
    batch: 5_000,
    tasks: [{ name: 'message statuses', days: deps.retentionDays, delete: (cutoff, limit) => deps.repo.deleteOlderThan(cutoff, limit) }],
  });
}
