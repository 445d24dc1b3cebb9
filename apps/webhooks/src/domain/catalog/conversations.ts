/**
 * Events produced by contacts about messages and conversations (reference §1.13), arriving on the
 * CONTACTS stream with their v2 fields already rendered by contacts (svc.contacts.v1.CustomerEvent):
 * each entry's `input` checks the shape before fan-out; v1 wraps the same fields.
 */
import { z } from 'zod';
import { BOTH, SAMPLE_NUMBER, type CatalogEntry, type PublicEvent } from './types';

const conversationObject = z.object({ id: z.string().uuid(), phone_number_id: z.string(), status: z.enum(['active', 'ended']) }).passthrough();
const messageObject = z
  .object({ id: z.string().min(1), type: z.string(), svc: z.object({ direction: z.enum(['inbound', 'outbound']), status: z.string() }).passthrough() })
  .passthrough();

/** Fields of a messaging.message.* event. */
const messageInput = z
  .object({ message: messageObject, conversation: conversationObject.nullable(), is_new_conversation: z.boolean(), phone_number_id: z.string() })
  .passthrough();
/** Fields of a messaging.conversation.* event. */
const conversationInput = z.object({ conversation: conversationObject, phone_number_id: z.string() }).passthrough();

const message = (name: string, description: string): CatalogEntry => ({ name, versions: BOTH, source: 'contacts', description, input: messageInput });
const conversation = (name: string, description: string): CatalogEntry => ({ name, versions: BOTH, source: 'contacts', description, input: conversationInput });

/** Catalog entries of the message and conversation events, in documentation order. */
export const CONVERSATIONS_EVENTS: readonly CatalogEntry[] = [
  message('messaging.message.received', 'A contact sent a message to a number (history imports and identity control messages never fire it).'),
  message('messaging.message.sent', 'An outbound message reached `sent` (or was sent from the business app: an echo).'),
  message('messaging.message.delivered', 'An outbound message reached `delivered`.'),
  message('messaging.message.read', 'An outbound message reached `read` (may come without delivered).'),
  message('messaging.message.failed', 'An outbound message failed; message.svc.errors holds the upstream errors.'),
  conversation('messaging.conversation.created', 'A conversation opened: the first message between a contact and a number, or the first after one ended.'),
  conversation('messaging.conversation.ended', 'A conversation ended (quiet for the configured period, or its sandbox session was superseded).'),
  conversation('messaging.conversation.inactive', 'A conversation had no message for the configured quiet period; adds since_message and inactivity.minutes.'),
];

const NAMES = new Set(CONVERSATIONS_EVENTS.map((e) => e.name));

/** A contacts-rendered event → public event (fields as sent), or undefined when `name` is not one of these. */
export function conversationsEvent(name: string, fields: Record<string, unknown>, phoneNumberIds: string[]): PublicEvent | undefined {
  if (!NAMES.has(name)) return undefined;
  return { name, fields, phoneNumberIds, businessAccountId: null };
}

/** A realistic sample of each event (tests of webhooks, docs), or undefined when `name` is not one. */
export function conversationsSample(name: string, occurredAt: string): PublicEvent | undefined {
  if (!NAMES.has(name)) return undefined;
  const conv = {
    id: '00000000-0000-4000-8000-000000000002',
    phone_number: '15550100200',
    business_scoped_user_id: 'US.13491208655302741918',
    parent_business_scoped_user_id: null,
    username: null,
    status: name === 'messaging.conversation.ended' ? 'ended' : 'active',
    last_active_at: occurredAt,
    created_at: occurredAt,
    updated_at: occurredAt,
    phone_number_id: SAMPLE_NUMBER.id,
    svc: { contact_id: '00000000-0000-4000-8000-000000000001', contact_name: 'Ana', messages_count: 1, last_message_text: 'Hello', inactive: false },
  };
  if (name.startsWith('messaging.conversation.')) {
    const extra =
      name === 'messaging.conversation.inactive'
        ? { inactivity: { minutes: 60 }, since_message: { id: '00000000-0000-4000-8000-000000000003', type: 'text', at: occurredAt } }
        : {};
    return conversationsEvent(name, { conversation: conv, phone_number_id: SAMPLE_NUMBER.id, ...extra }, [SAMPLE_NUMBER.id]);
  }
  const status = name.slice('messaging.message.'.length);
  const inbound = status === 'received';
  return conversationsEvent(
    name,
    {
      message: {
        id: 'wamid.HBgLMTU1NTAxMDAyMDAVAgASGBQzQUE',
        timestamp: String(Math.floor(new Date(occurredAt).getTime() / 1000)),
        type: 'text',
        text: { body: 'Hello' },
        svc: {
          direction: inbound ? 'inbound' : 'outbound',
          status,
          origin: 'cloud_api',
          has_media: false,
          content: 'Hello',
          media_data: null,
          statuses: inbound ? [] : [{ id: 'wamid.HBgLMTU1NTAxMDAyMDAVAgASGBQzQUE', status, timestamp: '1767225600', recipient_id: '15550100200' }],
          errors: status === 'failed' ? [{ code: 131026, title: 'Message undeliverable' }] : [],
        },
      },
      conversation: conv,
      is_new_conversation: inbound,
      phone_number_id: SAMPLE_NUMBER.id,
    },
    [SAMPLE_NUMBER.id],
  );
}
