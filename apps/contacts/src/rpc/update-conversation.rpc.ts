import type { contacts } from '@platform/contracts';
import type { InboxUsecase } from '../usecases/inbox.usecase';
import { conversationToWire } from '../wire/conversation.wire';

/** UpdateConversation: the inbox status (decision 0507). */
export function updateConversationRpc(inbox: InboxUsecase) {
  return async (req: contacts.UpdateConversationRequest__Output): Promise<contacts.UpdateConversationResponse> => {
    const row = await inbox.updateStatus(
      req.project_id,
      req.conversation_id,
      { inbox_status: req.inbox_status, snoozed_until: req.snoozed_until },
      req.by_user_id || null,
    );
    return { conversation: conversationToWire(row) };
  };
}
