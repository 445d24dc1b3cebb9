import type { Bus, Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Logger } from '@platform/logger';
import type { ProcessRevocationUseCase } from '../../usecases/process-revocation.usecase';
import { RetryLater, type ProcessRunUseCase } from '../../usecases/process-run.usecase';
import { FUNDING_STREAM, REVOCATION_REQUESTED, REVOCATION_REQUESTED_TYPE, RUN_REQUESTED, RUN_REQUESTED_TYPE } from './work-queue';

/** Tuning of the work-queue consumers. */
export interface WorkerOptions {
  /** Redelivery after a crash happens this long after the last progress. */
  ackWaitMs: number;
  /** Upper bound of the redelivery delay of a RetryLater. */
  retryDelayMs: number;
  /** Items handled at once per process. */
  concurrency?: number;
}

/** Exponential from 250 ms, capped: quick for a not-yet-committed run, patient for a pending allocation. */
function retryDelay(capMs: number): (deliveryCount: number) => number {
  return (n) => Math.min(capMs, 250 * 2 ** Math.max(0, n - 1));
}

/**
 * Starts the two work-queue workers (durables `funding-run-worker`, `funding-revocation-worker`).
 * Several replicas share the items. A crash leaves the item unacked; JetStream redelivers it after
 * the ack wait and the use case resumes from the stored state (or expires the run past its deadline).
 */
export async function startWorkers(bus: Bus, logger: Logger, runs: ProcessRunUseCase, revocations: ProcessRevocationUseCase, opts: WorkerOptions): Promise<Subscription[]> {
  const settle = (what: string, id: string) => (err: unknown) => {
    if (err instanceof RetryLater) logger.debug({ id, why: err.message }, `${what} re-queued`);
    else logger.error({ err, id }, `${what} failed; will be redelivered`);
    throw err;
  };
  const runSub = await bus.consume({
    stream: FUNDING_STREAM.name,
    durable: 'funding-run-worker',
    filterSubject: RUN_REQUESTED,
    ackWaitMs: opts.ackWaitMs,
    concurrency: opts.concurrency ?? 4,
    retryDelayMs: retryDelay(opts.retryDelayMs),
    async handler(msg) {
      const item = decodeEvent<{ run_id: string; project_id: string }>(RUN_REQUESTED_TYPE, msg.data);
      const outcome = await runs.execute(item.project_id, item.run_id, msg.deliveryCount).catch(settle('funding run', item.run_id));
      logger.debug({ runId: item.run_id, outcome }, 'funding run delivery handled');
    },
  });
  const revSub = await bus.consume({
    stream: FUNDING_STREAM.name,
    durable: 'funding-revocation-worker',
    filterSubject: REVOCATION_REQUESTED,
    ackWaitMs: opts.ackWaitMs,
    concurrency: opts.concurrency ?? 2,
    retryDelayMs: retryDelay(opts.retryDelayMs),
    async handler(msg) {
      const item = decodeEvent<{ operation_id: string; project_id: string }>(REVOCATION_REQUESTED_TYPE, msg.data);
      const outcome = await revocations.execute(item.project_id, item.operation_id, msg.deliveryCount).catch(settle('funding revocation', item.operation_id));
      logger.debug({ operationId: item.operation_id, outcome }, 'funding revocation delivery handled');
    },
  });
  return [runSub, revSub];
}
