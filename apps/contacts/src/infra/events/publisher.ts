import { randomUUID } from 'node:crypto';
import { EVENT_NAME_HEADER, derivedUuid, enqueueEvent, enqueueEvents, type NewEvent } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import type { Trx } from '@platform/db';
import type { ConversationRow } from '../db/conversations.repository';

/** Stream owned by contacts. */
export const CONTACTS_STREAM = { name: 'CONTACTS', subjects: ['contacts.>'] };
/** Subject and type of the customer events contacts hands to the webhooks service. */
export const CUSTOMER_EVENT = { subject: 'contacts.customer_event.created', type: 'svc.contacts.v1.CustomerEvent' } as const;

/** A public event about messages, conversations or contacts, as contacts renders it. */
export interface CustomerEventInput {
  /** Seed of the event id: the upstream fact (e.g. `message.delivered:<wamid>`). */
  seed: string;
  projectId: string;
  name: string;
  fields: Record<string, unknown>;
  phoneNumberIds: string[];
  occurredAt: Date;
  /** The request that caused the event (decision 0018): its `x-request-id` header. */
  requestId?: string;
}

/** The outbox event of a customer event. */
function customerEvent(e: CustomerEventInput): NewEvent {
  return {
    subject: CUSTOMER_EVENT.subject,
    type: CUSTOMER_EVENT.type,
    payload: encodeEvent(CUSTOMER_EVENT.type, {
      event_id: derivedUuid(`${e.projectId}:${e.seed}`),
      project_id: e.projectId,
      name: e.name,
      fields_json: JSON.stringify(e.fields),
      phone_number_ids: e.phoneNumberIds,
      occurred_at: e.occurredAt.toISOString(),
    }),
    projectId: e.projectId,
    // The public name as a header: consumers skip the names they do not apply without a transaction.
    headers: { [EVENT_NAME_HEADER]: e.name, ...(e.requestId ? { 'x-request-id': e.requestId } : {}) },
    occurredAt: e.occurredAt,
  };
}

/** Writes a customer event to the outbox in the caller's transaction (published iff it commits). */
export async function publishCustomerEvent(trx: Trx, e: CustomerEventInput): Promise<void> {
  await enqueueEvent(trx, customerEvent(e));
}

/** Writes many customer events to the outbox in one statement, in this order (the consumer's set-based batches, decision 0502). */
export async function publishCustomerEvents(trx: Trx, es: CustomerEventInput[]): Promise<void> {
  await enqueueEvents(trx, es.map(customerEvent));
}

/** Subject and type of the inbox changes (decision 0507): internal, for the dashboard's live view. */
export const INBOX_CHANGED = { subject: 'contacts.inbox.changed', type: 'svc.contacts.v1.InboxChanged' } as const;

/** A conversation's inbox status or assignee after a change. */
export interface InboxChangeInput {
  projectId: string;
  conversationId: string;
  change: 'inbox_status' | 'assignment';
  inboxStatus: string;
  snoozedUntil: Date | string | null;
  assignedUserId: string | null;
  byUserId: string | null;
  occurredAt: Date;
}

/** Writes an inbox change to the outbox in the caller's transaction (published iff it commits). */
export async function publishInboxChanged(trx: Trx, e: InboxChangeInput): Promise<void> {
  await enqueueEvent(trx, {
    subject: INBOX_CHANGED.subject,
    type: INBOX_CHANGED.type,
    payload: encodeEvent(INBOX_CHANGED.type, {
      event_id: randomUUID(),
      project_id: e.projectId,
      conversation_id: e.conversationId,
      change: e.change,
      inbox_status: e.inboxStatus,
      snoozed_until: e.snoozedUntil === null ? undefined : new Date(e.snoozedUntil).toISOString(),
      assigned_user_id: e.assignedUserId ?? undefined,
      by_user_id: e.byUserId ?? undefined,
      occurred_at: e.occurredAt.toISOString(),
    }),
    projectId: e.projectId,
    occurredAt: e.occurredAt,
  });
}

/**
 * The inbox change of a customer's message that reopened a resolved or snoozed conversation (decision
 * 0507, amended by 0024): `inbox_status` back to open, by no one (`by_user_id` empty), so the live
 * stream and the lists follow. Nothing when the message changed no inbox status.
 */
export async function publishReopened(trx: Trx, before: Pick<ConversationRow, 'inbox_status'>, after: ConversationRow, now: Date): Promise<void> {
  if (before.inbox_status === after.inbox_status) return;
  await publishInboxChanged(trx, {
    projectId: after.project_id,
    conversationId: after.id,
    change: 'inbox_status',
    inboxStatus: after.inbox_status,
    snoozedUntil: after.snoozed_until,
    assignedUserId: after.assigned_user_id,
    byUserId: null,
    occurredAt: now,
  });
}
