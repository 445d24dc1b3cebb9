import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { LogSearchRepository } from '../infra/db/log-search.repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Rows deleted per transaction: short transactions, no long locks. */
const BATCH = 1_000;

/** Runs `step` until it deletes fewer than a batch (or the sweeper stops); answers the total. */
async function drain(step: () => Promise<number>, stopped: () => boolean): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await step();
    total += n;
    if (n < BATCH || stopped()) return total;
  }
}

/**
 * Deletes finished deliveries (with their attempts) and finished recovery jobs (with their items)
 * older than `retentionDays` (DELIVERY_RETENTION_DAYS), in batches, once at start and then every
 * `everyMs` (hourly). Pending deliveries are never deleted. Every replica may run it (rows are taken
 * SKIP LOCKED). Returns the stopper (waits for a running sweep).
 */
export function startLogRetentionSweeper(deps: {
  repo: Pick<LogSearchRepository, 'deleteOlderThan' | 'deleteRecoveriesOlderThan'>;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
  everyMs?: number;
}): { stop(): Promise<void> } {
  let stopped = false;
  const sweep = async () => {
    try {
      const cutoff = new Date(deps.clock.now().getTime() - deps.retentionDays * DAY_MS);
      const deliveries = await drain(
        () => deps.repo.deleteOlderThan(cutoff, BATCH),
        () => stopped,
      );
      const recoveries = await drain(
        () => deps.repo.deleteRecoveriesOlderThan(cutoff, BATCH),
        () => stopped,
      );
      if (deliveries + recoveries > 0)
        deps.logger.info({ deliveries, recoveries, source: 'webhook_delivery' }, 'deliveries and recoveries past retention deleted');
    } catch (err) {
      deps.logger.warn({ err }, 'delivery retention sweep failed; retried on the next tick');
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
