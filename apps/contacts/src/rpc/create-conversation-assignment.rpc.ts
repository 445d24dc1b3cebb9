import type { contacts } from '@platform/contracts';
import type { InboxUsecase } from '../usecases/inbox.usecase';
import { notesOf } from './request';
import { conversationAssignmentToWire } from '../wire/conversation-assignment.wire';

/** CreateConversationAssignment: assigns the conversation (the gateway checked the member). */
export function createConversationAssignmentRpc(inbox: InboxUsecase) {
  return async (req: contacts.CreateConversationAssignmentRequest__Output): Promise<contacts.CreateConversationAssignmentResponse> => {
    const row = await inbox.assign(req.project_id, req.conversation_id, {
      userId: req.user_id,
      notes: notesOf(req.notes) ?? null,
      createdByUserId: req.created_by_user_id || null,
    });
    return { assignment: conversationAssignmentToWire(row) };
  };
}
