import { startConsumer, type Bus, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db } from '@platform/db';
import { isUuid } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { UpstreamNotificationsUsecase } from '../usecases/upstream-notifications.usecase';

/** The stream messaging-proxy owns (ensured here too, idempotently, so start order does not matter). */
export const MESSAGING_PROXY_STREAM = { name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] };
/** Subject consumed: an upstream `flows` webhook change (decision 0600). */
export const FLOW_NOTIFICATION_SUBJECT = 'messaging_proxy.flow.notification_received';
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const FLOW_NOTIFICATIONS_DURABLE = 'flows-flow-notifications';
const FLOW_NOTIFICATION = 'svc.messaging_proxy.v1.FlowNotificationReceived';

interface FlowNotificationReceived {
  event_id: string;
  project_id: string;
  waba_id: string;
  upstream_flow_id: string;
  event: string;
  message: string;
  alert_state: string;
  value_json: string;
  occurred_at: string;
}

function objectOf(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Consumes messaging-proxy's `messaging_proxy.flow.notification_received` (the upstream's reports
 * about a flow: its data endpoint's error rate, latency, availability, its status) and records each
 * on the function serving the flow's data endpoint, in the consumer's transaction (processed_events
 * and the record commit together, ack after commit). A report about a flow the project does not
 * have, or one without a data endpoint, is acknowledged with nothing recorded.
 */
export async function startFlowNotificationsConsumer(deps: {
  db: Db;
  bus: Bus;
  logger: Logger;
  notifications: Pick<UpstreamNotificationsUsecase, 'record'>;
}): Promise<Subscription> {
  await deps.bus.ensureStream(MESSAGING_PROXY_STREAM);
  return startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: MESSAGING_PROXY_STREAM.name,
    durable: FLOW_NOTIFICATIONS_DURABLE,
    filterSubject: FLOW_NOTIFICATION_SUBJECT,
    logger: deps.logger,
    concurrency: 2,
    async handle(envelope, trx) {
      if (envelope.type && envelope.type !== FLOW_NOTIFICATION) return;
      const m = decodeEvent<FlowNotificationReceived>(FLOW_NOTIFICATION, envelope.payload);
      const projectId = m.project_id || envelope.projectId || '';
      if (!isUuid(projectId) || !m.upstream_flow_id || !m.waba_id) {
        deps.logger.warn({ eventId: envelope.id }, 'flow notification naming no project flow ignored');
        return;
      }
      const occurred = new Date(m.occurred_at);
      const outcome = await deps.notifications.record(trx, {
        eventId: m.event_id || envelope.id,
        projectId,
        businessAccountId: m.waba_id,
        upstreamFlowId: m.upstream_flow_id,
        event: m.event,
        message: m.message,
        alertState: m.alert_state,
        value: objectOf(m.value_json),
        occurredAt: Number.isNaN(occurred.getTime()) ? new Date() : occurred,
      });
      if (outcome !== 'recorded')
        deps.logger.info({ eventId: envelope.id, upstreamFlowId: m.upstream_flow_id, event: m.event, outcome }, 'flow notification not recorded');
    },
  });
}
