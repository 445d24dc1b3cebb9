/** Transport of the conversation and message reads (cursor style like api_logs; filters of reference §1.6). */
import type { contacts } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import { MESSAGE_STATUSES } from '../domain/message-status';
import { toConversation, type ConversationsRepository } from '../infra/db/conversations.repository';
import { toMessage, type MessagesRepository } from '../infra/db/messages.repository';
import { cursorsOf, digitsFilter, pageOf, timeFilter } from './paging';

/** Contact-property filters of the conversations list at once (spec 8). */
export const MAX_PROPERTY_FILTERS = 3;

const phone = (v: string | null | undefined) => {
  if (!v) return undefined;
  if (!/^\+?\d{3,20}$/.test(v)) throw invalidArgument('INVALID_ARGUMENT', 'phone_number must be a phone number (digits, + allowed)');
  return v;
};

/** ListConversations: most recent activity first; up to three contact-property filters. */
export function listConversationsRpc(repo: ConversationsRepository) {
  return async (req: contacts.ListConversationsRequest__Output): Promise<contacts.ListConversationsResponse> => {
    const page = pageOf(req);
    if (req.status && req.status !== 'active' && req.status !== 'ended') throw invalidArgument('INVALID_STATUS', 'status must be active or ended');
    const filters = req.property_filters ?? [];
    if (filters.length > MAX_PROPERTY_FILTERS) throw invalidArgument('TOO_MANY_FILTERS', `at most ${MAX_PROPERTY_FILTERS} contact property filters at once`);
    for (const f of filters)
      if (!/^[A-Za-z0-9_.-]{1,64}$/.test(f.key) || f.value.length > 1024)
        throw invalidArgument('INVALID_FILTER', 'a property filter is key (1 to 64 letters, digits, _ . -) and value (at most 1024 characters)');
    const r = await repo.list(req.project_id, {
      phoneNumberId: digitsFilter('phone_number_id', req.phone_number_id),
      phoneNumber: phone(req.phone_number),
      status: req.status ?? undefined,
      lastActiveSince: timeFilter('last_active_since', req.last_active_since),
      lastActiveUntil: timeFilter('last_active_until', req.last_active_until),
      properties: filters.map((f) => ({ key: f.key, value: f.value })),
      ...page,
    });
    return { conversations: r.items.map((c) => toConversation(c)), ...cursorsOf(r, (c) => ({ at: c.last_active_at, id: c.id })) };
  };
}

/** GetConversation: one conversation of the project (optionally required to be on a number). */
export function getConversationRpc(repo: ConversationsRepository) {
  return async (req: contacts.GetConversationRequest__Output): Promise<contacts.GetConversationResponse> => {
    const phoneNumberId = digitsFilter('phone_number_id', req.phone_number_id);
    const row = await repo.get(req.project_id, req.conversation_id);
    if (!row || (phoneNumberId && row.phone_number_id !== phoneNumberId)) throw notFound('CONVERSATION_NOT_FOUND', 'Conversation not found');
    return { conversation: toConversation(row) };
  };
}

/** ListMessages: newest first, with their raw status histories. */
export function listMessagesRpc(repo: MessagesRepository) {
  return async (req: contacts.ListMessagesRequest__Output): Promise<contacts.ListMessagesResponse> => {
    const page = pageOf(req);
    if (req.direction && req.direction !== 'inbound' && req.direction !== 'outbound')
      throw invalidArgument('INVALID_DIRECTION', 'direction must be inbound or outbound');
    if (req.status && !(MESSAGE_STATUSES as readonly string[]).includes(req.status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${MESSAGE_STATUSES.join(', ')}`);
    if (req.message_type && !/^[a-z_]{1,32}$/.test(req.message_type))
      throw invalidArgument('INVALID_MESSAGE_TYPE', 'message_type must be an upstream message type');
    const r = await repo.list(req.project_id, {
      phoneNumberId: digitsFilter('phone_number_id', req.phone_number_id),
      conversationId: req.conversation_id ?? undefined,
      phoneNumber: phone(req.phone_number),
      direction: req.direction ?? undefined,
      status: req.status ?? undefined,
      messageType: req.message_type ?? undefined,
      hasMedia: req.has_media ?? undefined,
      since: timeFilter('since', req.since),
      until: timeFilter('until', req.until),
      ...page,
    });
    const statuses = await repo.statusesOf(r.items.map((m) => m.id));
    return { messages: r.items.map((m) => toMessage(m, statuses.get(m.id))), ...cursorsOf(r, (m) => ({ at: m.created_at, id: m.id })) };
  };
}

/** GetMessage: one message by its upstream id (wamid). */
export function getMessageRpc(repo: MessagesRepository) {
  return async (req: contacts.GetMessageRequest__Output): Promise<contacts.GetMessageResponse> => {
    if (!req.wamid || req.wamid.length > 256) throw invalidArgument('INVALID_WAMID', 'wamid is required (at most 256 characters)');
    const row = await repo.get(req.project_id, req.wamid);
    if (!row || row.type === 'unknown') throw notFound('MESSAGE_NOT_FOUND', 'Message not found');
    const statuses = await repo.statusesOf([row.id]);
    return { message: toMessage(row, statuses.get(row.id)) };
  };
}
