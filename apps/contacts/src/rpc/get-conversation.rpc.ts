import type { contacts } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { ConversationsRepository } from '../infra/db/conversations.repository';
import { digitsFilter } from './paging';
import { conversationToWire } from '../wire/conversation.wire';

/** GetConversation: one conversation of the project (optionally required to be on a number). */
export function getConversationRpc(repo: ConversationsRepository) {
  return async (req: contacts.GetConversationRequest__Output): Promise<contacts.GetConversationResponse> => {
    const phoneNumberId = digitsFilter('phone_number_id', req.phone_number_id);
    const row = await repo.get(req.project_id, req.conversation_id);
    if (!row || (phoneNumberId && row.phone_number_id !== phoneNumberId)) throw notFound('CONVERSATION_NOT_FOUND', 'Conversation not found');
    return { conversation: conversationToWire(row) };
  };
}
