import { AsyncLocalStorage } from 'node:async_hooks';
import { derivedUuid, enqueueEvent, enqueueEvents, type NewEvent } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import type { Trx } from '@platform/db';

/** Stream owned by messaging-proxy. */
export const MESSAGING_PROXY_STREAM = { name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] };
/**
 * Stream of accepted held sends, owned by messaging-proxy and read by funding alone (decision 0239): kept
 * apart from MESSAGING_PROXY so the consumers of that whole stream (contacts, webhooks) are not handed
 * one more message per send only to skip it.
 */
export const MESSAGING_PROXY_SENDS_STREAM = { name: 'MESSAGING_PROXY_SENDS', subjects: ['messaging_proxy_sends.>'] };

/** Subjects and proto types of the events messaging-proxy publishes. */
export const EVENTS = {
  accountDisabled: { subject: 'messaging_proxy.account.disabled', type: 'svc.messaging_proxy.v1.AccountDisabled' },
  accountReinstated: { subject: 'messaging_proxy.account.reinstated', type: 'svc.messaging_proxy.v1.AccountReinstated' },
  accountRestricted: { subject: 'messaging_proxy.account.restricted', type: 'svc.messaging_proxy.v1.AccountRestricted' },
  accountViolated: { subject: 'messaging_proxy.account.violated', type: 'svc.messaging_proxy.v1.AccountViolated' },
  phoneNumberOffboarded: { subject: 'messaging_proxy.phone_number.offboarded', type: 'svc.messaging_proxy.v1.PhoneNumberOffboarded' },
  phoneNumberDisconnected: { subject: 'messaging_proxy.phone_number.disconnected', type: 'svc.messaging_proxy.v1.PhoneNumberDisconnected' },
  phoneNumberReconnected: { subject: 'messaging_proxy.phone_number.reconnected', type: 'svc.messaging_proxy.v1.PhoneNumberReconnected' },
  phoneNumberCreated: { subject: 'messaging_proxy.phone_number.created', type: 'svc.messaging_proxy.v1.PhoneNumberCreated' },
  displayNameReviewed: { subject: 'messaging_proxy.display_name_request.reviewed', type: 'svc.messaging_proxy.v1.DisplayNameRequestReviewed' },
  userPreferenceChanged: { subject: 'messaging_proxy.user_preference.changed', type: 'svc.messaging_proxy.v1.UserPreferenceChanged' },
  messagePriced: { subject: 'messaging_proxy.message.priced', type: 'svc.messaging_proxy.v1.MessagePriced' },
  callPriced: { subject: 'messaging_proxy.call.priced', type: 'svc.messaging_proxy.v1.CallPriced' },
  conversationChange: { subject: 'messaging_proxy.conversation_change.received', type: 'svc.messaging_proxy.v1.ConversationChangeReceived' },
  outboundMessageSent: { subject: 'messaging_proxy.message.sent', type: 'svc.messaging_proxy.v1.OutboundMessageSent' },
  outboundMessageRefused: { subject: 'messaging_proxy.message.refused', type: 'svc.messaging_proxy.v1.OutboundMessageRefused' },
  sendAccepted: { subject: 'messaging_proxy_sends.accepted', type: 'svc.messaging_proxy.v1.SendAccepted' },
  threadChanged: { subject: 'messaging_proxy.thread.changed', type: 'svc.messaging_proxy.v1.ThreadChanged' },
  threadStandby: { subject: 'messaging_proxy.thread.standby', type: 'svc.messaging_proxy.v1.ThreadStandby' },
  threadControlReceived: { subject: 'messaging_proxy.thread.control_received', type: 'svc.messaging_proxy.v1.ThreadControlReceived' },
  flowNotification: { subject: 'messaging_proxy.flow.notification_received', type: 'svc.messaging_proxy.v1.FlowNotificationReceived' },
  templateStatusChanged: { subject: 'messaging_proxy.template.status_changed', type: 'svc.messaging_proxy.v1.TemplateStatusChanged' },
  phoneNumberQualityChanged: { subject: 'messaging_proxy.phone_number.quality_changed', type: 'svc.messaging_proxy.v1.PhoneNumberQualityChanged' },
} as const;

/** One of the published events. */
export type EventKind = keyof typeof EVENTS;

/** Event ids derived from the upstream fact (one implementation, in @platform/bus); re-exported for the use cases. */
export { derivedUuid };

/** Transactions whose events are held for one multi-row write ({@link holdEvents}). */
const held = new WeakMap<Trx, NewEvent[]>();

/**
 * From now on the events `trx` publishes are held in order and written by {@link flushEvents} in one
 * statement (a batch of webhook deliveries, decision 0504). Call flushEvents before the commit.
 */
export function holdEvents(trx: Trx): void {
  held.set(trx, []);
}

/** Writes the events held for `trx` to the outbox in one statement, in publishing order. */
export async function flushEvents(trx: Trx): Promise<void> {
  const events = held.get(trx);
  held.delete(trx);
  if (events?.length) await enqueueEvents(trx, events);
}

/** The headers of events a request caused: its `x-request-id` (decision 0018); none without one. */
export function requestIdHeaders(requestId: string | undefined): Record<string, string> | undefined {
  return requestId ? { 'x-request-id': requestId } : undefined;
}

/** Headers every event published inside {@link withEventHeaders} carries unless given its own. */
const scopeHeaders = new AsyncLocalStorage<Record<string, string>>();

/**
 * Runs `fn` so that every event it publishes carries `headers` (unless a call gives its own): the
 * request id of the inbound upstream delivery that caused them (`in_<uuid>`, decision 0018), for the
 * account, number, template and every other event one delivery makes.
 */
export function withEventHeaders<T>(headers: Record<string, string> | undefined, fn: () => Promise<T>): Promise<T> {
  return headers ? scopeHeaders.run(headers, fn) : fn();
}

/** Writes an event to the outbox in the caller's transaction (published iff the change commits). */
export async function publishEvent(
  trx: Trx,
  kind: EventKind,
  payload: Record<string, unknown> & { project_id: string; occurred_at: string },
  headers?: Record<string, string>,
): Promise<void> {
  const { subject, type } = EVENTS[kind];
  const carried = headers ?? scopeHeaders.getStore();
  const event: NewEvent = {
    subject,
    type,
    // The request id that caused the event travels as a header (decision 0018), read by its consumers.
    ...(carried ? { headers: carried } : {}),
    payload: encodeEvent(type, payload),
    projectId: payload.project_id || null,
    occurredAt: new Date(payload.occurred_at),
  };
  const batch = held.get(trx);
  if (batch) batch.push(event);
  else await enqueueEvent(trx, event);
}
