import type { contacts } from '@platform/contracts';
import type { NoteRow } from '../infra/db/notes.repository';

/** A note row → the public ConversationNote. */
export function conversationNoteToWire(r: NoteRow): contacts.ConversationNote {
  return {
    id: r.id,
    conversation_id: r.conversation_id,
    body: r.body,
    author: { type: r.author_type, id: r.author_id, name: r.author_name ?? undefined },
    created_at: new Date(r.created_at).toISOString(),
  };
}
