import type { Logger } from '@platform/logger';
import type { CreditHoldsUsecase } from '../usecases/credit-holds.usecase';
import type { FundingRunsUsecase } from '../usecases/funding-runs.usecase';
import type { RevocationsUsecase } from '../usecases/revocations.usecase';

/**
 * Periodic safety net of the work queues, one pass every `intervalMs` (never two at once): expires
 * runs past their deadline (even when no worker holds their item), then re-queues runs and
 * revocations untouched for longer than twice the ack wait, whose item may have been lost (the
 * local broker is not crash-durable). Re-queued items are harmless: the workers are idempotent on
 * stored state. Then ends stale credit holds (released when never confirmed, settled at their held
 * price when their pricing never came; CreditHoldsUsecase.expireStale).
 */
export function startSweeper(
  runs: FundingRunsUsecase,
  revocations: RevocationsUsecase,
  credits: Pick<CreditHoldsUsecase, 'expireStale'>,
  logger: Logger,
  intervalMs: number,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = async () => {
    // Expiry first, so a run just expired is not re-queued.
    await runs.expireOverdue();
    await runs.requeueStale();
    await revocations.requeueStale();
    await credits.expireStale();
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = sweep()
      .catch((err) => logger.error({ err }, 'funding sweeper failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
