import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { LogSearchRepository } from '../infra/db/log-search.repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Rows deleted per statement: short transactions, no long lock on the statuses table. */
const BATCH = 5_000;

/**
 * Deletes message statuses (the message_event source) older than `retentionDays`, in batches, once at
 * start and then every `everyMs` (hourly). Every replica may run it: a batch deletes what is still
 * there. Returns the stopper (waits for a running sweep).
 */
export function startLogRetentionSweeper(deps: {
  repo: Pick<LogSearchRepository, 'deleteOlderThan'>;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
  everyMs?: number;
}): { stop(): Promise<void> } {
  let stopped = false;
  const sweep = async () => {
    try {
      const cutoff = new Date(deps.clock.now().getTime() - deps.retentionDays * DAY_MS);
      let total = 0;
      for (;;) {
        const n = await deps.repo.deleteOlderThan(cutoff, BATCH);
        total += n;
        if (n < BATCH || stopped) break;
      }
      if (total > 0) deps.logger.info({ deleted: total, source: 'message_event' }, 'message statuses past retention deleted');
    } catch (err) {
      deps.logger.warn({ err }, 'message status retention sweep failed; retried on the next tick');
    }
  };
  let running: Promise<void> = sweep();
  const timer = setInterval(() => {
    running = running.then(sweep);
  }, deps.everyMs ?? HOUR_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
