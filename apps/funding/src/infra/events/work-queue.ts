import type { Bus } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';

/**
 * The funding service's own stream: its work items, its recorded upstream calls
 * (`funding.upstream_call.recorded`, for messaging-proxy's external API log, decision 0250) and its
 * domain events (`funding.run.failed`, `funding.allocation.revoked`, `funding.credits.low`, read by the
 * gateway's notifications, decision 0020). Consumers filter on their subjects: never set a work-queue
 * retention on this stream.
 */
export const FUNDING_STREAM = { name: 'FUNDING', subjects: ['funding.>'] };
/** Work subject of funding runs. */
export const RUN_REQUESTED = 'funding.run.requested';
/** Work subject of portfolio revocations. */
export const REVOCATION_REQUESTED = 'funding.revocation.requested';
/** Protobuf type of a run work item. */
export const RUN_REQUESTED_TYPE = 'svc.funding.v1.FundingRunRequested';
/** Protobuf type of a revocation work item. */
export const REVOCATION_REQUESTED_TYPE = 'svc.funding.v1.FundingRevocationRequested';

/**
 * Publishes work items on the JetStream work queue. `attempt` distinguishes a deliberate re-queue
 * (sweeper) from a duplicate publish, which the broker drops by msgId.
 */
export class WorkQueue {
  constructor(private readonly bus: Bus) {}

  /** Queues funding run `runId`. Rejects when the broker does not accept it. */
  async requestRun(item: { runId: string; projectId: string; wabaId: string }, attempt = 0): Promise<void> {
    const data = encodeEvent(RUN_REQUESTED_TYPE, { run_id: item.runId, project_id: item.projectId, waba_id: item.wabaId });
    await this.bus.publish(RUN_REQUESTED, data, {
      msgId: `run-${item.runId}-${attempt}`,
      headers: { 'Event-Type': RUN_REQUESTED_TYPE, 'Event-Project-Id': item.projectId },
    });
  }

  /** Queues revocation `operationId`. Rejects when the broker does not accept it. */
  async requestRevocation(item: { operationId: string; projectId: string; portfolioId: string }, attempt = 0): Promise<void> {
    const data = encodeEvent(REVOCATION_REQUESTED_TYPE, { operation_id: item.operationId, project_id: item.projectId, portfolio_id: item.portfolioId });
    await this.bus.publish(REVOCATION_REQUESTED, data, {
      msgId: `revocation-${item.operationId}-${attempt}`,
      headers: { 'Event-Type': REVOCATION_REQUESTED_TYPE, 'Event-Project-Id': item.projectId },
    });
  }
}
