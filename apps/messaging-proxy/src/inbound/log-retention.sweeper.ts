import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { LogSearchRepository, RetainedTable } from '../infra/db/log-search.repository';

/** Rows deleted per statement: short transactions, the receiver and the log writer never wait long. */
const BATCH = 1_000;
/** Statements per table and pass at most; what remains goes on the next pass. */
const MAX_BATCHES = 50;

/**
 * Retention (issue 36 item 7): every `intervalMs`, deletes the external API log and the received
 * upstream changes older than their settings, and the webhook receipts older than `receiptDays` (the
 * upstream redelivers for 7 days; a receipt older than that recognises nothing). In batches of
 * {@link BATCH}, never two passes at once; every replica may run it.
 */
export function startLogRetentionSweeper(deps: {
  repo: Pick<LogSearchRepository, 'deleteOlderThan'>;
  clock: Clock;
  logger: Logger;
  intervalMs: number;
  days: Record<RetainedTable, number>;
}): { stop(): Promise<void>; runOnce(): Promise<number> } {
  let running: Promise<number> | null = null;
  let stopped = false;
  const pass = async (): Promise<number> => {
    let total = 0;
    for (const [table, days] of Object.entries(deps.days) as Array<[RetainedTable, number]>) {
      const cutoff = new Date(deps.clock.now().getTime() - days * 86_400_000);
      for (let i = 0; i < MAX_BATCHES && !stopped; i++) {
        const n = await deps.repo.deleteOlderThan(table, cutoff, BATCH);
        total += n;
        if (n < BATCH) break;
      }
    }
    if (total) deps.logger.info({ deleted: total }, 'log retention: old rows deleted');
    return total;
  };
  const tick = (): Promise<number> => {
    if (running) return running;
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (stopped || running) return;
    tick().catch((err) => deps.logger.warn({ err }, 'log retention sweep failed; retried on the next tick'));
  }, deps.intervalMs);
  timer.unref();
  return {
    /** One pass now (tests, and a pass already running is joined). */
    runOnce: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
