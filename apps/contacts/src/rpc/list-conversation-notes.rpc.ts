import type { contacts } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { ConversationsRepository } from '../infra/db/conversations.repository';
import type { NotesRepository } from '../infra/db/notes.repository';
import { cursorsOf, pageOf } from './paging';
import { conversationNoteToWire } from '../wire/conversation-note.wire';

/** ListConversationNotes: a conversation's private notes, newest first. */
export function listConversationNotesRpc(conversations: ConversationsRepository, notes: NotesRepository) {
  return async (req: contacts.ListConversationNotesRequest__Output): Promise<contacts.ListConversationNotesResponse> => {
    const page = pageOf(req);
    if (!(await conversations.get(req.project_id, req.conversation_id))) throw notFound('CONVERSATION_NOT_FOUND', 'Conversation not found');
    const r = await notes.list(req.project_id, req.conversation_id, page);
    return { notes: r.items.map(conversationNoteToWire), ...cursorsOf(r, (n) => ({ at: n.created_at, id: n.id })) };
  };
}
