/** Builders of the customer events about conversations and messages, from the rows at hand (pure: `now` is passed in). */
import { conversationObject, messageObject } from '../../domain/customer-events';
import type { ContactRow } from '../db/contacts.repository';
import type { ConversationRow } from '../db/conversations.repository';
import type { MessageRow, StatusRow } from '../db/messages.repository';
import { conversationToWire } from '../../wire/conversation.wire';
import { messageToWire } from '../../wire/message.wire';
import type { CustomerEventInput } from './publisher';

type Obj = Record<string, unknown>;

/** The `conversation` object of an event (with its contact's parent id and username) from a conversation row. */
export function conversationEventObject(conv: ConversationRow, now: Date): Obj {
  return conversationObject(conversationToWire(conv, now), { parentBsuid: conv.contact_parent_bsuid, username: conv.contact_username });
}

/** A message event (received, sent, delivered, …) built from the rows at hand (`conv` with its thread). */
export function messageEventInput(
  projectId: string,
  row: MessageRow,
  name: string,
  seed: string,
  isNew: boolean,
  contact: ContactRow | undefined,
  conv: ConversationRow | undefined,
  statuses: StatusRow[],
  now: Date,
): CustomerEventInput {
  return {
    seed,
    projectId,
    name,
    fields: {
      message: messageObject(messageToWire(row, statuses)),
      conversation: conv ? conversationEventObject(conv, now) : null,
      is_new_conversation: isNew,
      phone_number_id: row.phone_number_id,
      ...(contact || row.contact_id ? { contact: { id: contact?.id ?? row.contact_id } } : {}),
    },
    phoneNumberIds: [row.phone_number_id],
    occurredAt: new Date(row.timestamp as string),
    // A message event carries the request that made the message (decision 0018) to its webhook deliveries.
    requestId: row.request_id ?? undefined,
  };
}

/** A conversation event built from the row at hand (with its thread). */
export function conversationEventInput(
  projectId: string,
  name: string,
  seed: string,
  at: Date,
  extra: Obj,
  conv: ConversationRow,
  now: Date,
): CustomerEventInput {
  return {
    seed,
    projectId,
    name,
    fields: {
      conversation: conversationEventObject(conv, now),
      phone_number_id: conv.phone_number_id,
      ...extra,
    },
    phoneNumberIds: [conv.phone_number_id],
    occurredAt: at,
  };
}
