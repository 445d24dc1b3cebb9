import { RetentionSweeper, type Clock } from '@platform/runtime';
import type { Logger } from '@platform/logger';
import type { ListenersRepository } from '../infra/db/listeners.repository';
import type { LogSearchRepository } from '../infra/db/log-search.repository';

/**
 * Retention of the webhook_delivery source (issue 36 item 7, decision 0019): finished deliveries with
 * their attempts, then finished recovery jobs with their items, older than `DELIVERY_RETENTION_DAYS`
 * (the repository never deletes a pending delivery nor one a running recovery still resends).
 */
export function logRetentionSweeper(deps: {
  repo: Pick<LogSearchRepository, 'deleteOlderThan' | 'deleteRecoveriesOlderThan'>;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
  /** Ended live listeners (decision 0028) are deleted a day after they ended. */
  listeners?: Pick<ListenersRepository, 'deleteEndedBefore'>;
  everyMs?: number;
}): RetentionSweeper {
  return new RetentionSweeper({
    clock: deps.clock,
    logger: deps.logger,
    everyMs: deps.everyMs,
    tasks: [
      { name: 'webhook deliveries', days: deps.retentionDays, delete: (cutoff, limit) => deps.repo.deleteOlderThan(cutoff, limit) },
      { name: 'webhook recoveries', days: deps.retentionDays, delete: (cutoff, limit) => deps.repo.deleteRecoveriesOlderThan(cutoff, limit) },
      ...(deps.listeners
        ? [{ name: 'webhook listeners', days: 1, delete: (cutoff: Date, limit: number) => deps.listeners!.deleteEndedBefore(cutoff, limit) }]
        : []),
    ],
  });
}
