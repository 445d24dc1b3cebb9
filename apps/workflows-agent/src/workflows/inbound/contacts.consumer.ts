import { EVENT_NAME_HEADER, startBatchConsumer, type Bus, type EventEnvelope, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db, Trx } from '@platform/db';
import { runWithRequestScope } from '@platform/grpc';
import { eventRequestId } from './event-request-id';
import type { Logger } from '@platform/logger';
import { lenient, lenientLoose, looseObject, nonEmptyStringOrNull as text, z } from '@platform/lenient';
import { TRIGGER_EVENTS, type ExecutionsUsecase, type InboundMessage } from '../usecases/executions.usecase';

/** The stream contacts owns (ensured here too, idempotently, so start order does not matter). */
export const CONTACTS_STREAM = { name: 'CONTACTS', subjects: ['contacts.>'] };
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const CONTACTS_DURABLE = 'workflows-agent-contacts';
const CUSTOMER_EVENT = 'svc.contacts.v1.CustomerEvent';
/** Conversations applied in parallel (events of one conversation: one batch at a time, in order). */
const LANES = 8;
/** Events applied together in one transaction at most (the ones that queued while the lane's last one ran). */
const MAX_BATCH = 32;

type CustomerEvent = { event_id: string; project_id: string; name: string; fields_json: string; phone_number_ids: string[]; occurred_at: string };

/**
 * The conversation an event belongs to (its lane): the number and the contact (phone number, else the
 * conversation id, else the user id). Events of one conversation are applied one after another, so two
 * transactions of this consumer never wait on the same execution's lock.
 */
export function conversationKey(envelope: EventEnvelope): string | null {
  try {
    const m = decodeEvent<CustomerEvent>(CUSTOMER_EVENT, envelope.payload);
    const fields = FieldsSchema.parse(JSON.parse(m.fields_json || '{}'));
    const conv = fields.conversation;
    const contact = conv.phone_number ?? conv.id ?? conv.business_scoped_user_id;
    return `${m.project_id}:${fields.phone_number_id ?? conv.phone_number_id ?? ''}:${contact ?? ''}`;
  } catch {
    return envelope.projectId;
  }
}

type Obj = Record<string, unknown>;
/** The fields JSON as an object (an array or a scalar reads as no fields). */
const FieldsObjectSchema = looseObject;
// A text field is a non-empty string, else null: contacts' fields are another service's JSON, anything else reads as absent.
const ConversationSchema = lenient({
  id: text,
  phone_number: text,
  phone_number_id: text,
  business_scoped_user_id: text,
  parent_business_scoped_user_id: text,
  svc: lenient({ contact_name: text }),
});
/** A message keeps its other keys: the content sits under the key its `type` names. */
const MessageSchema = lenientLoose({ id: text, type: text, svc: lenient({ direction: z.unknown(), content: text }) });
const ContentSchema = lenient({ button_reply: z.unknown(), list_reply: z.unknown(), payload: text, text: text, body: text });
const ReplySchema = lenient({ id: text, title: text });
/** The v2 fields of a customer event this consumer reads. */
const FieldsSchema = lenient({ phone_number_id: text, conversation: ConversationSchema, message: MessageSchema });

/**
 * The inbound message of a messaging.message.received event's v2 fields (contacts renders them): the
 * text (or a button/list reply's title and id), the conversation and the contact's identities.
 * History imports never fire the event and identity control messages are never stored as messages
 * (contacts), so neither reaches a workflow.
 */
export function inboundOf(projectId: string, fields: Obj, occurredAt: string): InboundMessage | undefined {
  const f = FieldsSchema.parse(fields);
  const message = f.message;
  const svc = message.svc;
  const conv = f.conversation;
  const wamid = message.id;
  const phoneNumberId = f.phone_number_id ?? conv.phone_number_id;
  if (!wamid || !phoneNumberId || svc.direction === 'outbound') return undefined;
  const type = message.type ?? 'unknown';
  const content = ContentSchema.parse(message[type]);
  let text = svc.content;
  let choiceId: string | null = null;
  if (type === 'interactive') {
    const reply = ReplySchema.parse(content.button_reply ?? content.list_reply);
    choiceId = reply.id;
    text = reply.title ?? text;
  } else if (type === 'button') {
    choiceId = content.payload;
    text = content.text ?? text;
  } else if (type === 'text') text = content.body ?? text;
  const userIds = [conv.business_scoped_user_id, conv.parent_business_scoped_user_id].filter((v): v is string => v !== null);
  return {
    projectId,
    phoneNumberId,
    wamid,
    conversationId: conv.id,
    phoneNumber: conv.phone_number,
    userIds,
    text,
    choiceId,
    type,
    profileName: conv.svc.contact_name,
    receivedAt: new Date(occurredAt || Date.now()),
  };
}

/**
 * Consumes contacts' customer events: messaging.message.received is routed to the conversation's
 * execution or starts the number's inbound trigger; message and conversation events start matching
 * event-trigger (observer) executions. Runs in the consumer's transaction (processed_events and the
 * routing commit together; ack after commit).
 */
export async function startContactsConsumer(deps: { db: Db; bus: Bus; logger: Logger; executions: ExecutionsUsecase }): Promise<Subscription> {
  await deps.bus.ensureStream(CONTACTS_STREAM);
  // Batched (decision 0723): the events that queue while a lane's transaction runs are applied together
  // in its next one (one processed_events insert, one commit); a lone event goes at once.
  return startBatchConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: CONTACTS_STREAM.name,
    durable: CONTACTS_DURABLE,
    filterSubject: 'contacts.customer_event.created',
    logger: deps.logger,
    lanes: LANES,
    maxBatch: MAX_BATCH,
    laneKey: conversationKey,
    // Only trigger events (message.received among them) reach a workflow: the rest are acked without
    // a transaction. An envelope without the name header (older contacts) is decoded as before.
    accepts(envelope) {
      const name = envelope.headers[EVENT_NAME_HEADER];
      return name === undefined || TRIGGER_EVENTS.includes(name);
    },
    async handle(envelope, trx) {
      // Executions this event starts carry the request id that caused it (decision 0018).
      await runWithRequestScope({ requestId: eventRequestId(envelope), projectId: envelope.projectId || undefined }, () => handleEvent(envelope, trx));
    },
  });
  async function handleEvent(envelope: EventEnvelope, trx: Trx): Promise<void> {
    if (envelope.type && envelope.type !== CUSTOMER_EVENT) return;
    const m = decodeEvent<CustomerEvent>(CUSTOMER_EVENT, envelope.payload);
    const projectId = m.project_id || envelope.projectId || '';
    if (!projectId) return;
    let fields: Obj = {};
    try {
      fields = FieldsObjectSchema.parse(JSON.parse(m.fields_json || '{}'));
    } catch {
      deps.logger.warn({ event_id: m.event_id }, 'contacts event with unreadable fields skipped');
      return;
    }
    if (m.name === 'messaging.message.received') {
      const inbound = inboundOf(projectId, fields, m.occurred_at);
      if (inbound) {
        const routed = await deps.executions.routeInbound(trx, inbound);
        deps.logger.debug({ wamid: inbound.wamid, routed }, 'inbound message routed');
      }
    }
    const read = FieldsSchema.parse(fields);
    const conv = read.conversation;
    await deps.executions.routeEvent(trx, {
      projectId,
      eventId: m.event_id || envelope.id,
      name: m.name,
      phoneNumberId: read.phone_number_id ?? conv.phone_number_id ?? m.phone_number_ids?.[0] ?? null,
      conversationId: conv.id,
      phoneNumber: conv.phone_number,
      fields,
    });
  }
}
