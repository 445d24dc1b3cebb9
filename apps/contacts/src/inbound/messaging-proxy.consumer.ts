import { startBatchConsumer, type Bus, type EventEnvelope, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import { storableJson, type Db, type Trx } from '@platform/db';
import type { Logger } from '@platform/logger';
import { lenient, stringOnly as text, z } from '@platform/lenient';
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

/** A time field (ISO 8601 text) of a decoded event, or `fallback` when missing or not a date. */
const date = (v: string, fallback: Date) => {
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? fallback : d;
};

/** The svc.messaging_proxy.v1.Thread of an event (a missing or malformed one reads as all fields empty). */
const threadFields = lenient({ customer: text, handler: text, owner_app_id: text, changed_at: text, last_customer_message_at: text });

function threadOf(t: z.infer<typeof threadFields>, now: Date): ReportedThread {
  return {
    customer: t.customer,
    handler: t.handler,
    ownerAppId: t.owner_app_id,
    changedAt: date(t.changed_at, now),
    lastCustomerMessageAt: t.last_customer_message_at ? date(t.last_customer_message_at, now) : undefined,
  };
}

/** The fields of a svc.messaging_proxy.v1 event about one number of a project. */
const onNumberFields = z.object({ project_id: text, phone_number_id: text });

/** ThreadChanged and ThreadStandby. */
const threadEventFields = onNumberFields.extend({ event_id: text, thread: threadFields, occurred_at: text });
const threadChangedFields = threadEventFields.extend({ previous_handler: text, previous_owner_app_id: text, reason: text, metadata: text });
const threadStandbyFields = threadEventFields.extend({ kind: text, message_id: text, detail: text, value_json: text });

/** OutboundMessageSent. */
const outboundSentFields = onNumberFields.extend({
  wamid: text,
  to: text,
  recipient_wa_id: text,
  recipient_user_id: text,
  request_json: text,
  occurred_at: text,
});

/** OutboundMessageRefused. */
const outboundRefusedFields = onNumberFields.extend({ to: text, error_code: z.unknown(), occurred_at: text });

/** ConversationChangeReceived. */
const changeReceivedFields = onNumberFields.extend({
  event_id: text,
  field: text,
  value_json: text,
  received_at: text,
  sandbox: z.unknown().transform((v) => v === true),
  thread_handler: text,
});

/** UserPreferenceChanged. */
const preferenceChangedFields = z.object({
  project_id: text,
  phone_number: lenient({ id: text }),
  wa_id: text,
  value: text,
  occurred_at: text,
});

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

/** The number of a project an event is about. */
const onNumber = (m: z.infer<typeof onNumberFields>) => ({ projectId: m.project_id, phoneNumberId: m.phone_number_id });

/** The fields of ThreadChanged and ThreadStandby besides their own. */
const threadEvent = (m: z.infer<typeof threadEventFields>, now: Date) => ({
  eventId: m.event_id,
  ...onNumber(m),
  thread: threadOf(m.thread, now),
  occurredAt: date(m.occurred_at, now),
});

/** The outbound send an OutboundMessageSent event records. */
const outboundOf = (decoded: Obj, now: Date, requestId?: string): OutboundSend => {
  const m = outboundSentFields.parse(decoded);
  return {
    // The request that made the send (the event's x-request-id header, decision 0018).
    ...(requestId ? { requestId } : {}),
    ...onNumber(m),
    wamid: m.wamid,
    to: m.to,
    recipientWaId: m.recipient_wa_id || undefined,
    recipientUserId: m.recipient_user_id || undefined,
    requestJson: m.request_json,
    occurredAt: date(m.occurred_at, now),
  };
};

/** The conversation change a ConversationChangeReceived event carries. */
const changeOf = (decoded: Obj, now: Date, requestId?: string): ConversationChange => {
  const m = changeReceivedFields.parse(decoded);
  return {
    ...(requestId ? { requestId } : {}),
    eventId: m.event_id,
    ...onNumber(m),
    field: m.field,
    valueJson: m.value_json,
    receivedAt: date(m.received_at, now),
    sandbox: m.sandbox,
    threadHandler: m.thread_handler,
  };
};

/** Applies one decoded event in `trx` (what the use case answers is not needed here). */
type Applier = (
  deps: Pick<ConsumerDeps, 'inbound' | 'outbound' | 'preferences' | 'threads'>,
  trx: Trx,
  m: Obj,
  now: Date,
  requestId?: string,
) => Promise<unknown>;
const OUTBOUND_SENT = 'svc.messaging_proxy.v1.OutboundMessageSent';
const CHANGE_RECEIVED = 'svc.messaging_proxy.v1.ConversationChangeReceived';

/** How each event type this consumer applies is applied: its decoded payload handed to a use case in `trx`. */
const APPLY: ReadonlyMap<string, Applier> = new Map(
  Object.entries({
    [CHANGE_RECEIVED]: (deps, trx, m, now, requestId) => deps.inbound.ingestChange(trx, changeOf(m, now, requestId)),
    'svc.messaging_proxy.v1.ThreadChanged': (deps, trx, decoded, now) => {
      const m = threadChangedFields.parse(decoded);
      return deps.threads.changed(trx, {
        ...threadEvent(m, now),
        previousHandler: m.previous_handler,
        previousOwnerAppId: m.previous_owner_app_id,
        reason: m.reason,
        metadata: m.metadata,
      });
    },
    'svc.messaging_proxy.v1.ThreadStandby': (deps, trx, decoded, now) => {
      const m = threadStandbyFields.parse(decoded);
      return deps.threads.standby(trx, {
        ...threadEvent(m, now),
        kind: m.kind,
        messageId: m.message_id,
        detail: m.detail,
        valueJson: m.value_json,
      });
    },
    [OUTBOUND_SENT]: (deps, trx, m, now, requestId) => deps.outbound.recordOutbound(trx, outboundOf(m, now, requestId)),
    'svc.messaging_proxy.v1.OutboundMessageRefused': (deps, trx, decoded, now) => {
      const m = outboundRefusedFields.parse(decoded);
      return deps.outbound.recordRefusal(trx, {
        ...onNumber(m),
        to: m.to,
        errorCode: Number(m.error_code),
        occurredAt: date(m.occurred_at, now),
      });
    },
    'svc.messaging_proxy.v1.UserPreferenceChanged': (deps, trx, decoded, now) => {
      const m = preferenceChangedFields.parse(decoded);
      return deps.preferences.fromWebhook(trx, {
        projectId: m.project_id,
        phoneNumberId: m.phone_number.id,
        waId: m.wa_id,
        value: m.value,
        occurredAt: date(m.occurred_at, now),
      });
    },
  } satisfies Record<string, Applier>),
);

/** The event types this consumer applies; the stream's others are acked with no transaction. */
export const CONSUMED_TYPES: ReadonlySet<string> = new Set(APPLY.keys());

/**
 * An event's payload, decoded, its strings without the characters Postgres refuses (NUL, unpaired
 * surrogates → U+FFFD, decision 0506): a thread's metadata, a profile name, a standby detail are the
 * client's or the customer's text. The JSON texts it carries (`request_json`, `value_json`) are cleaned
 * where they are parsed.
 */
/** The request id an event carries (decision 0018), when well-formed. */
const requestIdOf = (envelope: EventEnvelope): string | undefined => {
  const v = envelope.headers['x-request-id'];
  return v && /^[A-Za-z0-9._:-]{8,128}$/.test(v) ? v : undefined;
};

const decoded = (envelope: EventEnvelope) => storableJson(decodeEvent<Obj>(envelope.type, envelope.payload));

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
    await APPLY.get(envelope.type)?.(deps, trx, decoded(envelope), new Date(), requestIdOf(envelope));
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
          sends.push(outboundOf(decoded(e), new Date(), requestIdOf(e)));
        } else if (e.type === CHANGE_RECEIVED) {
          if (sends.length) await flush();
          changes.push(changeOf(decoded(e), new Date(), requestIdOf(e)));
        } else {
          await flush();
          await apply(e, trx);
        }
      }
      await flush();
    },
  });
}
