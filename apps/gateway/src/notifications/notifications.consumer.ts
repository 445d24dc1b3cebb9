import { startConsumer, type Bus, type EventEnvelope, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { NotificationsUsecase } from '../usecases/notifications.usecase';
import { NOTIFYING_SUBJECTS, notifies } from './notification-events';
import type { NotificationRow } from './notifications.repository';

/** What the notification consumers are given by server.ts. */
export interface NotificationConsumerDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  notifications: NotificationsUsecase;
  /** Called just after the commit that stored new notifications (live fan-out, mail sender). */
  onCommitted(rows: NotificationRow[]): void;
}

/**
 * The producers' streams the gateway reads for notifications (ensured here too, idempotently, so
 * start order does not matter), each with its durable consumer name (also the processed_events
 * consumer key: keep stable).
 */
export const NOTIFICATION_SOURCES = [
  { stream: { name: 'WEBHOOKS', subjects: ['webhooks.>'] }, durable: 'gateway-notifications-webhooks', filterSubject: 'webhooks.>' },
  {
    stream: { name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] },
    durable: 'gateway-notifications-messaging-proxy',
    filterSubject: 'messaging_proxy.>',
  },
  {
    stream: { name: 'WORKFLOWS_AGENT', subjects: ['workflows_agent.>'] },
    durable: 'gateway-notifications-workflows-agent',
    filterSubject: 'workflows_agent.finding.opened',
  },
  // FUNDING also carries funding's work items: one narrow filter per notifying subject.
  { stream: { name: 'FUNDING', subjects: ['funding.>'] }, durable: 'gateway-notifications-funding-runs', filterSubject: 'funding.run.failed' },
  { stream: { name: 'FUNDING', subjects: ['funding.>'] }, durable: 'gateway-notifications-funding-allocations', filterSubject: 'funding.allocation.revoked' },
  { stream: { name: 'FUNDING', subjects: ['funding.>'] }, durable: 'gateway-notifications-funding-credits', filterSubject: 'funding.credits.low' },
] as const;

/** The event type of an envelope (by type header, else by subject); undefined for events that never notify. */
function typeOf(envelope: EventEnvelope): string | undefined {
  const type = envelope.type || NOTIFYING_SUBJECTS[envelope.subject];
  return notifies(type) ? type : undefined;
}

/**
 * Starts one consumer per source: each notifying event is decoded and handed to
 * {@link NotificationsUsecase.ingest} in the consumer's transaction (processed_events and the
 * notifications commit together, ack after commit), so a redelivered event never notifies twice;
 * the rest of the streams is acknowledged without a transaction.
 */
export async function startNotificationConsumers(deps: NotificationConsumerDeps): Promise<Subscription> {
  const subs: Subscription[] = [];
  try {
    for (const source of NOTIFICATION_SOURCES) {
      await deps.bus.ensureStream({ name: source.stream.name, subjects: [...source.stream.subjects] });
      subs.push(
        await startConsumer({
          db: deps.db,
          bus: deps.bus,
          stream: source.stream.name,
          durable: source.durable,
          filterSubject: source.filterSubject,
          logger: deps.logger,
          concurrency: 4,
          accepts: (envelope) => typeOf(envelope) !== undefined,
          async handle(envelope, trx) {
            const type = typeOf(envelope);
            if (!type) return;
            const payload = decodeEvent<Record<string, unknown>>(type, envelope.payload);
            const rows = await deps.notifications.ingest(trx, { type, payload, envelope: { id: envelope.id, projectId: envelope.projectId } });
            // The commit happens right after this returns: tell the streams and the mail sender just after it.
            if (rows.length) setTimeout(() => deps.onCommitted(rows), 20);
          },
        }),
      );
    }
  } catch (err) {
    await Promise.allSettled(subs.map((s) => s.stop()));
    throw err;
  }
  return { stop: async () => void (await Promise.allSettled(subs.map((s) => s.stop()))) };
}
