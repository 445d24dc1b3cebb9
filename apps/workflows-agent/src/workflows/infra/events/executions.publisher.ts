import { enqueueEvent } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import type { Trx } from '@platform/db';

/** Subject of execution work items (a JetStream work queue on the WORKFLOWS_AGENT stream, decision 0721). */
export const EXECUTION_WORK_SUBJECT = 'workflows_agent.work.execution';
/** Type of an execution work item. */
export const EXECUTION_WORK_TYPE = 'svc.workflows_agent.v1.ExecutionWork';
/** Subject of the public workflow.execution.* events (consumed by webhooks). */
export const EXECUTION_EVENT_SUBJECT = 'workflows_agent.execution_event.created';
/** Type of a public execution event. */
export const EXECUTION_EVENT_TYPE = 'svc.workflows_agent.v1.ExecutionEventCreated';

/**
 * Writes execution work items and public events to the outbox inside the engine's transaction: a work
 * item exists if and only if the state change that needs it committed (no lost wake-ups, no phantom work).
 */
export class ExecutionsPublisher {
  /**
   * Called after the commit of a transaction that queued work (in this process): the engine starts
   * right away instead of waiting for the relay and the queue; the queued item stays the durable backstop.
   */
  onQueued?: (projectId: string, executionId: string, itemId: string) => void;

  /** Queues "advance this execution" (the worker runs it until it waits or ends); returns the work item's id (its event id). */
  async queueWork(trx: Trx, w: { projectId: string; executionId: string; reason: string; at: Date }): Promise<string> {
    const itemId = await enqueueEvent(trx, {
      subject: EXECUTION_WORK_SUBJECT,
      type: EXECUTION_WORK_TYPE,
      projectId: w.projectId,
      occurredAt: w.at,
      payload: encodeEvent(EXECUTION_WORK_TYPE, { project_id: w.projectId, execution_id: w.executionId, reason: w.reason }),
    });
    const wake = this.onQueued;
    if (wake)
      trx.executionPromise.then(
        () => wake(w.projectId, w.executionId, itemId),
        () => undefined,
      );
    return itemId;
  }

  /** Runs `fn` in this process once `trx` has committed (never on rollback): in-process wake-ups beside the durable ones. */
  afterCommit(trx: Trx, fn: () => void): void {
    trx.executionPromise.then(fn, () => undefined);
  }

  /** Publishes one workflow.execution.* event for project webhooks. `eventId` is derived from the fact (stable on retries). */
  async publicEvent(trx: Trx, e: { eventId: string; projectId: string; name: string; fields: Record<string, unknown>; at: Date }): Promise<void> {
    await enqueueEvent(trx, {
      subject: EXECUTION_EVENT_SUBJECT,
      type: EXECUTION_EVENT_TYPE,
      projectId: e.projectId,
      occurredAt: e.at,
      payload: encodeEvent(EXECUTION_EVENT_TYPE, {
        event_id: e.eventId,
        project_id: e.projectId,
        name: e.name,
        fields_json: JSON.stringify(e.fields),
        occurred_at: e.at.toISOString(),
      }),
    });
  }
}
