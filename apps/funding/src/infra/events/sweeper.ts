import type { Logger } from '@platform/logger';
import { OperationsRepository } from '../db/operations.repository';
import { RunsRepository } from '../db/runs.repository';
import type { FundingDeps } from '../../usecases/deps';
import { expireRun } from '../../usecases/process-run.usecase';

const BATCH = 100;

/**
 * Periodic safety net of the work queues: expires runs past their deadline (even when no worker
 * holds their item), and re-queues runs and revocations untouched for longer than twice the ack
 * wait, whose item may have been lost (the local broker is not crash-durable). Re-queued items are
 * harmless: the workers are idempotent on stored state.
 */
export function startSweeper(deps: FundingDeps, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = async () => {
    const now = deps.clock.now();
    const runs = new RunsRepository(deps.db.knex);
    for (const r of await runs.pastDeadline(now, BATCH)) {
      if (await expireRun(deps, r.projectId, r.id)) logger.info({ runId: r.id }, 'funding run expired past its deadline');
    }
    const staleBefore = new Date(now.getTime() - 2 * deps.config.FUNDING_WORK_ACK_WAIT_MS);
    for (const r of await runs.stale(staleBefore, BATCH)) {
      await deps.queue.requestRun({ runId: r.id, projectId: r.projectId, wabaId: r.wabaId }, Math.floor(now.getTime() / 1000)).catch((err) => logger.warn({ err, runId: r.id }, 're-queue failed'));
    }
    for (const o of await new OperationsRepository(deps.db.knex).stale(staleBefore, BATCH)) {
      await deps.queue.requestRevocation({ operationId: o.id, projectId: o.projectId, portfolioId: o.portfolioId }, Math.floor(now.getTime() / 1000)).catch((err) => logger.warn({ err, operationId: o.id }, 're-queue failed'));
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = sweep()
      .catch((err) => logger.error({ err }, 'funding sweeper failed'))
      .finally(() => {
        running = null;
      });
  }, deps.config.FUNDING_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
