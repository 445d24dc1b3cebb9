import type { contacts } from '@platform/contracts';
import type { InboxUsecase } from '../usecases/inbox.usecase';
import { conversationToWire } from '../wire/conversation.wire';

/** MarkConversationRead: the person's read marker moves to now; the conversation answers with their unread count. */
export function markConversationReadRpc(inbox: InboxUsecase) {
  return async (req: contacts.MarkConversationReadRequest__Output): Promise<contacts.MarkConversationReadResponse> => {
    return { conversation: conversationToWire(await inbox.markRead(req.project_id, req.conversation_id, req.user_id || null)) };
  };
}
