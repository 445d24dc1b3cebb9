import { startBatchConsumer, type Bus, type EventEnvelope, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db, Trx } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { OutboundSend } from '../domain/outbound-fact';
import type { ConversationChange, InboundUsecase } from '../usecases/inbound.usecase';
import type { OutboundUsecase } from '../usecases/outbound.usecase';
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

type ConsumerDeps = {
  db: Db;
  bus: Bus;
  logger: Logger;
  inbound: Pick<InboundUsecase, 'ingestChange' | 'recordInbounds'>;
  outbound: Pick<OutboundUsecase, 'recordOutbound' | 'recordOutbounds' | 'recordRefusal'>;
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
};

/** The fields of a svc.messaging_proxy.v1 event about one number of a project. */
const onNumber = (m: Obj) => ({ projectId: str(m.project_id), phoneNumberId: str(m.phone_number_id) });

/** The fields of ThreadChanged and ThreadStandby besides their own. */
const threadEvent = (m: Obj, now: Date) => ({
  eventId: str(m.event_id),
  ...onNumber(m),
  thread: threadOf(m.thread, now),
  occurredAt: date(m.occurred_at, now),
});

/** The outbound send an OutboundMessageSent event records. */
const outboundOf = (m: Obj, now: Date): OutboundSend => ({
  ...onNumber(m),
  wamid: str(m.wamid),
  to: str(m.to),
  recipientWaId: str(m.recipient_wa_id) || undefined,
  recipientUserId: str(m.recipient_user_id) || undefined,
  requestJson: str(m.request_json),
  occurredAt: date(m.occurred_at, now),
});

/** The conversation change a ConversationChangeReceived event carries. */
const changeOf = (m: Obj, now: Date): ConversationChange => ({
  eventId: str(m.event_id),
  ...onNumber(m),
  field: str(m.field),
  valueJson: str(m.value_json),
  receivedAt: date(m.received_at, now),
  sandbox: m.sandbox === true,
  threadHandler: str(m.thread_handler),
});

/** Applies one decoded event in `trx` (what the use case answers is not needed here). */
type Applier = (deps: Pick<ConsumerDeps, 'inbound' | 'outbound' | 'preferences' | 'threads'>, trx: Trx, m: Obj, now: Date) => Promise<unknown>;
const OUTBOUND_SENT = 'svc.messaging_proxy.v1.OutboundMessageSent';
const CHANGE_RECEIVED = 'svc.messaging_proxy.v1.ConversationChangeReceived';

/** How each event type this consumer applies is applied: its decoded payload handed to a use case in `trx`. */
const APPLY: ReadonlyMap<string, Applier> = new Map(
  Object.entries({
    [CHANGE_RECEIVED]: (deps, trx, m, now) => deps.inbound.ingestChange(trx, changeOf(m, now)),
    'svc.messaging_proxy.v1.ThreadChanged': (deps, trx, m, now) =>
      deps.threads.changed(trx, {
        ...threadEvent(m, now),
        previousHandler: str(m.previous_handler),
        previousOwnerAppId: str(m.previous_owner_app_id),
        reason: str(m.reason),
        metadata: str(m.metadata),
      }),
    'svc.messaging_proxy.v1.ThreadStandby': (deps, trx, m, now) =>
      deps.threads.standby(trx, {
        ...threadEvent(m, now),
        kind: str(m.kind),
        messageId: str(m.message_id),
        detail: str(m.detail),
        valueJson: str(m.value_json),
      }),
    [OUTBOUND_SENT]: (deps, trx, m, now) => deps.outbound.recordOutbound(trx, outboundOf(m, now)),
    'svc.messaging_proxy.v1.OutboundMessageRefused': (deps, trx, m, now) =>
      deps.outbound.recordRefusal(trx, {
        ...onNumber(m),
        to: str(m.to),
        errorCode: Number(m.error_code),
        occurredAt: date(m.occurred_at, now),
      }),
    'svc.messaging_proxy.v1.UserPreferenceChanged': (deps, trx, m, now) =>
      deps.preferences.fromWebhook(trx, {
        projectId: str(m.project_id),
        phoneNumberId: str((m.phone_number as Obj | undefined)?.id),
        waId: str(m.wa_id),
        value: str(m.value),
        occurredAt: date(m.occurred_at, now),
      }),
  } satisfies Record<string, Applier>),
);

/** The event types this consumer applies; the stream's others are acked with no transaction. */
export const CONSUMED_TYPES: ReadonlySet<string> = new Set(APPLY.keys());

const decoded = (envelope: EventEnvelope) => decodeEvent<Obj>(envelope.type, envelope.payload);

/**
 * Consumes messaging-proxy's conversation changes, recorded sends and refusals, and user
 * preference changes; each is applied in the consumer's transaction with its processed_events row
 * (ack after commit), so a crash anywhere loses nothing and a redelivery changes nothing. Events
 * are laned by project and the ones that queue while a lane's transaction runs share its next
 * transaction (decision 0502); a batch that fails is applied event by event, so a bad event is
 * redelivered and dead-lettered alone.
 */
export async function startMessagingProxyConsumer(deps: ConsumerDeps): Promise<Subscription> {
  /** Applies one event in `trx` (other messaging-proxy events concern other services). */
  async function apply(envelope: EventEnvelope, trx: Trx): Promise<void> {
    await APPLY.get(envelope.type)?.(deps, trx, decoded(envelope), new Date());
  }

  await deps.bus.ensureStream(MESSAGING_PROXY_STREAM);
  return startBatchConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: MESSAGING_PROXY_STREAM.name,
    durable: MESSAGING_PROXY_DURABLE,
    filterSubject: 'messaging_proxy.>',
    logger: deps.logger,
    lanes: deps.lanes ?? 1,
    maxBatch: deps.maxBatch ?? 64,
    deadLetterAfter: deps.deadLetterAfter,
    retryDelayMs: deps.retryDelayMs,
    accepts: (envelope) => CONSUMED_TYPES.has(envelope.type),
    handle: apply,
    // A batch, in order: runs of recorded sends and runs of conversation changes set-based (a fixed set of
    // statements per run; recordInbounds ingests the changes that are not plain inbound messages one by
    // one between its runs), other events one by one; an event of another kind flushes the run first.
    async handleBatch(events, trx) {
      let sends: OutboundSend[] = [];
      let changes: ConversationChange[] = [];
      const flush = async () => {
        if (sends.length) await deps.outbound.recordOutbounds(trx, sends);
        if (changes.length) await deps.inbound.recordInbounds(trx, changes);
        sends = [];
        changes = [];
      };
      for (const e of events) {
        if (e.type === OUTBOUND_SENT) {
          if (changes.length) await flush();
          sends.push(outboundOf(decoded(e), new Date()));
        } else if (e.type === CHANGE_RECEIVED) {
          if (sends.length) await flush();
          changes.push(changeOf(decoded(e), new Date()));
        } else {
          await flush();
          await apply(e, trx);
        }
      }
      await flush();
    },
  });
}
