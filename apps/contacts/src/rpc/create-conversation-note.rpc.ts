import type { contacts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { InboxUsecase } from '../usecases/inbox.usecase';
import { conversationNoteToWire } from '../wire/conversation-note.wire';

/** Longest note, in code points. */
const MAX_NOTE_CHARS = 4096;

/** CreateConversationNote: a private note of the team (the gateway names the author). */
export function createConversationNoteRpc(inbox: InboxUsecase) {
  return async (req: contacts.CreateConversationNoteRequest__Output): Promise<contacts.CreateConversationNoteResponse> => {
    const length = [...(req.body ?? '')].length;
    if (length < 1 || length > MAX_NOTE_CHARS) throw invalidArgument('INVALID_ARGUMENT', `body must be 1 to ${MAX_NOTE_CHARS} characters`);
    const a = req.author;
    if (!a || (a.type !== 'user' && a.type !== 'api_key') || !a.id)
      throw invalidArgument('INVALID_ARGUMENT', 'author must be a user or an api_key with its id');
    const row = await inbox.addNote(req.project_id, req.conversation_id, { body: req.body, author: { type: a.type, id: a.id, name: a.name || null } });
    return { note: conversationNoteToWire(row) };
  };
}
