import { startBatchConsumer, type Bus, type EventEnvelope, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db, Trx } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { ConversationsUsecase, OutboundSend } from '../usecases/conversations.usecase';
import type { PreferencesUsecase } from '../usecases/preferences.usecase';
import type { ReportedThread, ThreadsUsecase } from '../usecases/threads.usecase';

/** The stream messaging-proxy owns (ensured here too, idempotently, so start order does not matter). */
export const MESSAGING_PROXY_STREAM = { name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] };
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const MESSAGING_PROXY_DURABLE = 'contacts-messaging-proxy';

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const date = (v: unknown, fallback: Date) => {
  const d = new Date(str(v));
  return Number.isNaN(d.getTime()) ? fallback : d;
};

/** The svc.messaging_proxy.v1.Thread of an event. */
function threadOf(v: unknown, now: Date): ReportedThread {
  const t = (v && typeof v === 'object' ? v : {}) as Obj;
  return {
    customer: str(t.customer),
    handler: str(t.handler),
    ownerAppId: str(t.owner_app_id),
    changedAt: date(t.changed_at, now),
    lastCustomerMessageAt: str(t.last_customer_message_at) ? date(t.last_customer_message_at, now) : undefined,
  };
}

const OUTBOUND_SENT = 'svc.messaging_proxy.v1.OutboundMessageSent';

/** The event types this consumer applies; the stream's others are acked with no transaction. */
export const CONSUMED_TYPES: ReadonlySet<string> = new Set([
  'svc.messaging_proxy.v1.ConversationChangeReceived',
  'svc.messaging_proxy.v1.ThreadChanged',
  'svc.messaging_proxy.v1.ThreadStandby',
  'svc.messaging_proxy.v1.OutboundMessageSent',
  'svc.messaging_proxy.v1.OutboundMessageRefused',
  'svc.messaging_proxy.v1.UserPreferenceChanged',
]);

/**
 * Consumes messaging-proxy's conversation changes, recorded sends and refusals, and user
 * preference changes; each is applied in the consumer's transaction with its processed_events row
 * (ack after commit), so a crash anywhere loses nothing and a redelivery changes nothing. Events
 * are laned by project and the ones that queue while a lane's transaction runs share its next
 * transaction (decision 0502); a batch that fails is applied event by event, so a bad event is
 * redelivered and dead-lettered alone.
 */
export async function startMessagingProxyConsumer(deps: {
  db: Db;
  bus: Bus;
  logger: Logger;
  conversations: ConversationsUsecase;
  preferences: PreferencesUsecase;
  threads: Pick<ThreadsUsecase, 'changed' | 'standby'>;
  /** Transactions at once (lanes by project). */
  lanes?: number;
  /** Most events per transaction. */
  maxBatch?: number;
  /** Failed deliveries before an event is set aside as a dead letter (tests shorten it; default the bus's). */
  deadLetterAfter?: number;
  /** Redelivery delay after a failure (tests shorten it; default the bus's). */
  retryDelayMs?(deliveryCount: number): number;
}): Promise<Subscription> {
  /** Applies one event in `trx`. */
  async function apply(envelope: EventEnvelope, trx: Trx): Promise<void> {
    const now = new Date();
    switch (envelope.type) {
      case 'svc.messaging_proxy.v1.ConversationChangeReceived': {
        const m = decodeEvent<Obj>(envelope.type, envelope.payload);
        await deps.conversations.ingestChange(trx, {
          eventId: str(m.event_id),
          projectId: str(m.project_id),
          phoneNumberId: str(m.phone_number_id),
          field: str(m.field),
          valueJson: str(m.value_json),
          receivedAt: date(m.received_at, now),
          sandbox: m.sandbox === true,
          threadHandler: str(m.thread_handler),
        });
        return;
      }
      case 'svc.messaging_proxy.v1.ThreadChanged': {
        const m = decodeEvent<Obj>(envelope.type, envelope.payload);
        await deps.threads.changed(trx, {
          eventId: str(m.event_id),
          projectId: str(m.project_id),
          phoneNumberId: str(m.phone_number_id),
          thread: threadOf(m.thread, now),
          previousHandler: str(m.previous_handler),
          previousOwnerAppId: str(m.previous_owner_app_id),
          reason: str(m.reason),
          metadata: str(m.metadata),
          occurredAt: date(m.occurred_at, now),
        });
        return;
      }
      case 'svc.messaging_proxy.v1.ThreadStandby': {
        const m = decodeEvent<Obj>(envelope.type, envelope.payload);
        await deps.threads.standby(trx, {
          eventId: str(m.event_id),
          projectId: str(m.project_id),
          phoneNumberId: str(m.phone_number_id),
          thread: threadOf(m.thread, now),
          kind: str(m.kind),
          messageId: str(m.message_id),
          detail: str(m.detail),
          valueJson: str(m.value_json),
          occurredAt: date(m.occurred_at, now),
        });
        return;
      }
      case 'svc.messaging_proxy.v1.OutboundMessageSent': {
        const m = decodeEvent<Obj>(envelope.type, envelope.payload);
        await deps.conversations.recordOutbound(trx, {
          projectId: str(m.project_id),
          phoneNumberId: str(m.phone_number_id),
          wamid: str(m.wamid),
          to: str(m.to),
          recipientWaId: str(m.recipient_wa_id) || undefined,
          recipientUserId: str(m.recipient_user_id) || undefined,
          requestJson: str(m.request_json),
          occurredAt: date(m.occurred_at, now),
        });
        return;
      }
      case 'svc.messaging_proxy.v1.OutboundMessageRefused': {
        const m = decodeEvent<Obj>(envelope.type, envelope.payload);
        await deps.conversations.recordRefusal(trx, {
          projectId: str(m.project_id),
          phoneNumberId: str(m.phone_number_id),
          to: str(m.to),
          errorCode: Number(m.error_code),
          occurredAt: date(m.occurred_at, now),
        });
        return;
      }
      case 'svc.messaging_proxy.v1.UserPreferenceChanged': {
        const m = decodeEvent<Obj>(envelope.type, envelope.payload);
        await deps.preferences.fromWebhook(trx, {
          projectId: str(m.project_id),
          phoneNumberId: str((m.phone_number as Obj | undefined)?.id),
          waId: str(m.wa_id),
          value: str(m.value),
          occurredAt: date(m.occurred_at, now),
        });
        return;
      }
      default:
        // Other messaging-proxy events concern other services.
        return;
    }
  }

  /** The outbound send an OutboundMessageSent event records. */
  const outboundOf = (envelope: EventEnvelope): OutboundSend => {
    const m = decodeEvent<Obj>(envelope.type, envelope.payload);
    return {
      projectId: str(m.project_id),
      phoneNumberId: str(m.phone_number_id),
      wamid: str(m.wamid),
      to: str(m.to),
      recipientWaId: str(m.recipient_wa_id) || undefined,
      recipientUserId: str(m.recipient_user_id) || undefined,
      requestJson: str(m.request_json),
      occurredAt: date(m.occurred_at, new Date()),
    };
  };

  await deps.bus.ensureStream(MESSAGING_PROXY_STREAM);
  return startBatchConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: MESSAGING_PROXY_STREAM.name,
    durable: MESSAGING_PROXY_DURABLE,
    filterSubject: 'messaging_proxy.>',
    logger: deps.logger,
    lanes: deps.lanes ?? 4,
    maxBatch: deps.maxBatch ?? 64,
    deadLetterAfter: deps.deadLetterAfter,
    retryDelayMs: deps.retryDelayMs,
    accepts: (envelope) => CONSUMED_TYPES.has(envelope.type),
    handle: apply,
    // A batch: runs of recorded sends set-based (one fixed set of statements per run), other events one by one, in order.
    async handleBatch(events, trx) {
      let run: OutboundSend[] = [];
      const flush = async () => {
        if (run.length) await deps.conversations.recordOutbounds(trx, run);
        run = [];
      };
      for (const e of events) {
        if (e.type === OUTBOUND_SENT) run.push(outboundOf(e));
        else {
          await flush();
          await apply(e, trx);
        }
      }
      await flush();
    },
  });
}
