import { DEFAULT_DEAD_LETTER_AFTER, describeFailure, recordDeadLetter, RetryLater, type Bus, type BusMessage, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db } from '@platform/db';
import { runWithRequestScope } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import { FUNDING_STREAM, REVOCATION_REQUESTED, REVOCATION_REQUESTED_TYPE, RUN_REQUESTED, RUN_REQUESTED_TYPE } from '../infra/events/work-queue';
import type { FundingRunsUsecase } from '../usecases/funding-runs.usecase';
import type { RevocationsUsecase } from '../usecases/revocations.usecase';

/** Tuning of the work-queue consumers. */
export interface WorkerOptions {
  /** Redelivery after a crash happens this long after the last progress. */
  ackWaitMs: number;
  /** Upper bound of the redelivery delay of a RetryLater. */
  retryDelayMs: number;
  /** Items handled at once per process. */
  concurrency?: number;
  /** Failed deliveries (other than RetryLater) after which an item is set aside as a dead letter; default 20. */
  deadLetterAfter?: number;
}

/** Exponential from 250 ms, capped: quick for a not-yet-committed run, patient for a pending allocation. */
function retryDelay(capMs: number): (deliveryCount: number) => number {
  return (n) => Math.min(capMs, 250 * 2 ** Math.max(0, n - 1));
}

/**
 * Starts the two work-queue workers (durables `funding-run-worker`, `funding-revocation-worker`).
 * Several replicas share the items. A crash leaves the item unacked; JetStream redelivers it after
 * the ack wait and the use case resumes from the stored state (or expires the run past its deadline).
 * An item that can never be handled — undecodable, or failing with an unexpected error on
 * `deadLetterAfter` deliveries — is set aside in `dead_letters` (replayable) and acked, so it never
 * occupies a worker slot forever. `RetryLater` (a pending allocation) is expected and bounded by
 * the run's own deadline, so it never dead-letters.
 */
export async function startWorkers(
  bus: Bus,
  db: Db,
  logger: Logger,
  runs: FundingRunsUsecase,
  revocations: RevocationsUsecase,
  opts: WorkerOptions,
): Promise<Subscription[]> {
  const deadLetterAfter = Math.max(1, opts.deadLetterAfter ?? DEFAULT_DEAD_LETTER_AFTER);
  const setAside = async (durable: string, type: string, msg: BusMessage, err: unknown): Promise<void> => {
    await recordDeadLetter(db, {
      source: `consumer:${durable}`,
      eventId: msg.msgId,
      subject: msg.subject,
      type,
      projectId: msg.headers['Event-Project-Id'] ?? null,
      payload: msg.data,
      headers: msg.headers,
      attempts: msg.deliveryCount,
      error: err,
    });
    logger.error(
      { durable, msgId: msg.msgId, deliveryCount: msg.deliveryCount, error: describeFailure(err) },
      'work item set aside as a dead letter (replayable)',
    );
  };
  /** Runs one item; decides between retry (throw), dead letter, and done. */
  const work = async (durable: string, type: string, msg: BusMessage, what: string, run: (item: Record<string, string>) => Promise<unknown>) => {
    let item: Record<string, string>;
    try {
      item = decodeEvent<Record<string, string>>(type, msg.data);
      if (!item.project_id) throw new Error('work item without project_id');
    } catch (err) {
      return setAside(durable, type, msg, err); // can never succeed: no point retrying
    }
    try {
      // The item's project is the scope of the work: its upstream calls are that project's (decision 0250).
      const outcome = await runWithRequestScope({ projectId: item.project_id }, () => run(item));
      logger.debug({ id: item.run_id ?? item.operation_id, outcome }, `${what} delivery handled`);
    } catch (err) {
      if (err instanceof RetryLater) {
        logger.debug({ id: item.run_id ?? item.operation_id, why: err.message }, `${what} re-queued`);
        throw err;
      }
      if (msg.deliveryCount >= deadLetterAfter) return setAside(durable, type, msg, err);
      logger.error({ err, id: item.run_id ?? item.operation_id }, `${what} failed; will be redelivered`);
      throw err;
    }
  };
  const runSub = await bus.consume({
    stream: FUNDING_STREAM.name,
    durable: 'funding-run-worker',
    filterSubject: RUN_REQUESTED,
    ackWaitMs: opts.ackWaitMs,
    concurrency: opts.concurrency ?? 4,
    retryDelayMs: retryDelay(opts.retryDelayMs),
    handler: (msg) => work('funding-run-worker', RUN_REQUESTED_TYPE, msg, 'funding run', (i) => runs.process(i.project_id, i.run_id, msg.deliveryCount)),
  });
  const revSub = await bus.consume({
    stream: FUNDING_STREAM.name,
    durable: 'funding-revocation-worker',
    filterSubject: REVOCATION_REQUESTED,
    ackWaitMs: opts.ackWaitMs,
    concurrency: opts.concurrency ?? 2,
    retryDelayMs: retryDelay(opts.retryDelayMs),
    handler: (msg) =>
      work('funding-revocation-worker', REVOCATION_REQUESTED_TYPE, msg, 'funding revocation', (i) =>
        revocations.process(i.project_id, i.operation_id, msg.deliveryCount),
      ),
  });
  return [runSub, revSub];
}
