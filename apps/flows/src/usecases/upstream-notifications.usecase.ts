import { createHash, randomUUID } from 'node:crypto';
import { storableJson, storableText, type Trx } from '@platform/db';
import { isUuid } from '@platform/grpc';
import { notificationOutcome } from '../domain/upstream-notification';
import type { UsecaseContext } from './context';

/** An upstream report about a flow, as messaging-proxy hands it on (`FlowNotificationReceived`). */
export interface FlowNotification {
  eventId: string;
  projectId: string;
  businessAccountId: string;
  upstreamFlowId: string;
  event: string;
  message: string;
  alertState: string;
  /** The upstream change's `value` as received. */
  value: Record<string, unknown>;
  occurredAt: Date;
}

/** What became of one notification. */
export type NotificationRecorded = 'recorded' | 'unknown_flow' | 'no_data_endpoint';

/**
 * The upstream's reports about a flow's data endpoint (error rate, latency, availability, status
 * changes) kept among the invocation records of the function serving that flow's data endpoint
 * (kind `upstream_notification`, decision 0600), so a builder sees them beside the requests.
 */
export class UpstreamNotificationsUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /**
   * Records `n` in `trx` (the consumer's transaction) on the flow's data-endpoint function: the flow
   * is the project's flow of that business account whose current or former upstream object the
   * notification names. A flow the project does not have, or one without a data-endpoint function,
   * records nothing.
   */
  async record(trx: Trx, n: FlowNotification): Promise<NotificationRecorded> {
    const flow = await this.ctx.flows.byUpstreamFlowId(trx, n.projectId, n.businessAccountId, n.upstreamFlowId);
    if (!flow) return 'unknown_flow';
    const fn = flow.data_endpoint_function_id ? await this.ctx.functions.find(n.projectId, flow.data_endpoint_function_id, trx) : undefined;
    if (!fn) return 'no_data_endpoint';
    const { success, errorMessage } = notificationOutcome(n);
    await this.ctx.invocations.insert(
      {
        // The event id (stable per upstream delivery) is the record's: a replay cannot record it twice.
        id: isUuid(n.eventId) ? n.eventId : randomUUID(),
        project_id: n.projectId,
        function_id: fn.id,
        flow_id: flow.id,
        // No request reached the function: no HTTP status, no duration.
        status_code: 0,
        success,
        duration_ms: 0,
        request_body: storableJson(n.value),
        response_body: {},
        error_message: errorMessage === null ? null : storableText(errorMessage),
        edge_ray_id: `${createHash('sha256').update(`${n.eventId}:${n.upstreamFlowId}`).digest('hex').slice(0, 16)}-UPS`,
        console_logs: [],
        kind: 'upstream_notification',
        created_at: n.occurredAt,
      },
      trx,
    );
    return 'recorded';
  }
}
