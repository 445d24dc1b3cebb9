import type { contacts } from '@platform/contracts';
import type { InboxUsecase } from '../usecases/inbox.usecase';
import { notesOf } from './request';
import { conversationAssignmentToWire } from '../wire/conversation-assignment.wire';

/** UpdateConversationAssignment: reassigns, edits the notes or ends (unassigns). */
export function updateConversationAssignmentRpc(inbox: InboxUsecase) {
  return async (req: contacts.UpdateConversationAssignmentRequest__Output): Promise<contacts.UpdateConversationAssignmentResponse> => {
    const row = await inbox.updateAssignment(req.project_id, req.conversation_id, req.assignment_id, {
      userId: req.user_id ?? undefined,
      notes: notesOf(req.notes),
      active: req.active ?? undefined,
      byUserId: req.by_user_id || null,
    });
    return { assignment: conversationAssignmentToWire(row) };
  };
}
