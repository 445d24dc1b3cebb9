import { describeFailure, envelopeFromMessage, recordDeadLetter, type Bus, type Subscription } from '@platform/bus';
import type { Db } from '@platform/db';
import { decodeEvent } from '@platform/contracts';
import type { Logger } from '@platform/logger';
import { EXECUTION_WORK_SUBJECT, EXECUTION_WORK_TYPE } from '../infra/events/executions.publisher';
import { RetryLater } from '@platform/bus';
import { SendRefusedForNow } from '../engine/nodes/send.node';
import type { ExecutionEngineUsecase } from '../usecases/execution-engine.usecase';

/** Deliveries of one work item whose step keeps failing before the execution is failed (`step_error`). */
export const MAX_STEP_ATTEMPTS = 20;

/** Durable name of the execution work queue consumer (replicas share it: each item goes to one). */
export const EXECUTION_WORK_DURABLE = 'workflows-agent-execution-work';

/**
 * The execution work queue (JetStream, decision 0721): each item says "advance execution X"; the engine
 * runs it from its stored state, one committed step at a time. A crash leaves the item unacked and
 * JetStream redelivers it after the ack wait; the redelivery finds the committed steps done and repeats
 * at most the step in progress (its side effects keyed). A failed handler is retried with backoff.
 * An item that can never be handled (undecodable, or naming no execution) is set aside at once as a dead
 * letter (`dead_letters`, source `consumer:<durable>`, replayable) and acked, never redelivered for ever
 * (issue 32 #4, decision 0506).
 */
export async function startExecutionWorker(deps: {
  db: Db;
  bus: Bus;
  logger: Logger;
  engine: ExecutionEngineUsecase;
  concurrency: number;
  ackWaitMs: number;
}): Promise<Subscription> {
  return deps.bus.consume({
    stream: 'WORKFLOWS_AGENT',
    durable: EXECUTION_WORK_DURABLE,
    filterSubject: EXECUTION_WORK_SUBJECT,
    concurrency: deps.concurrency,
    ackWaitMs: deps.ackWaitMs,
    retryDelayMs: (n) => Math.min(30_000, 200 * 2 ** Math.max(0, n - 1)),
    async handler(msg) {
      const env = envelopeFromMessage(msg);
      if (env.type && env.type !== EXECUTION_WORK_TYPE) return;
      let w: { project_id: string; execution_id: string; reason: string };
      try {
        w = decodeEvent<{ project_id: string; execution_id: string; reason: string }>(EXECUTION_WORK_TYPE, env.payload);
        if (!w.project_id || !w.execution_id) throw new Error('work item naming no execution (project_id, execution_id)');
      } catch (err) {
        // Can never succeed: no point retrying it.
        await recordDeadLetter(deps.db, {
          source: `consumer:${EXECUTION_WORK_DURABLE}`,
          eventId: env.id || msg.msgId,
          subject: msg.subject,
          type: env.type || EXECUTION_WORK_TYPE,
          projectId: env.projectId,
          payload: msg.data,
          headers: msg.headers,
          attempts: msg.deliveryCount,
          error: err,
        });
        deps.logger.error({ msgId: msg.msgId, error: describeFailure(err) }, 'execution work item set aside as a dead letter (replayable)');
        return;
      }
      try {
        // The item's id: acked at once when a local run of this process already covered it.
        await deps.engine.advance(w.project_id, w.execution_id, { fromQueue: true, itemId: env.id || undefined });
      } catch (err) {
        if (err instanceof RetryLater) deps.logger.debug({ execution_id: w.execution_id, delivery: msg.deliveryCount }, err.message);
        else if (msg.deliveryCount >= MAX_STEP_ATTEMPTS) {
          // A step that keeps failing (not a peer outage of minutes: ~7 min of backoff) fails its execution.
          deps.logger.error({ err, execution_id: w.execution_id }, 'execution step failed on every attempt; execution failed');
          // A send refused for now names its last refusal; other errors (peers' internals) stay in the log.
          const last = err instanceof SendRefusedForNow ? `; the last: ${err.message}` : '';
          await deps.engine.failStuck(w.project_id, w.execution_id, `The step failed on every attempt${last}`);
          return;
        } else deps.logger.warn({ err, execution_id: w.execution_id, delivery: msg.deliveryCount }, 'execution step failed; retrying');
        throw err;
      }
    },
  });
}
