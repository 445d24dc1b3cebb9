import type { contacts } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { AssignmentsRepository } from '../infra/db/assignments.repository';
import type { ConversationsRepository } from '../infra/db/conversations.repository';
import { conversationAssignmentToWire } from '../wire/conversation-assignment.wire';

/** ListConversationAssignments: the history of a conversation's assignments, newest first. */
export function listConversationAssignmentsRpc(conversations: ConversationsRepository, assignments: AssignmentsRepository) {
  return async (req: contacts.ListConversationAssignmentsRequest__Output): Promise<contacts.ListConversationAssignmentsResponse> => {
    if (!(await conversations.get(req.project_id, req.conversation_id))) throw notFound('CONVERSATION_NOT_FOUND', 'Conversation not found');
    return { assignments: (await assignments.list(req.project_id, req.conversation_id)).map(conversationAssignmentToWire) };
  };
}
