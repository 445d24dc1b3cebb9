// Original file: protos/svc/contacts/v1/contacts.proto

import type { NoteAuthor as _svc_contacts_v1_NoteAuthor, NoteAuthor__Output as _svc_contacts_v1_NoteAuthor__Output } from '../../../svc/contacts/v1/NoteAuthor';

export interface CreateConversationNoteRequest {
  'project_id'?: (string);
  'conversation_id'?: (string);
  /**
   * 1 to 4096 characters.
   */
  'body'?: (string);
  'author'?: (_svc_contacts_v1_NoteAuthor | null);
}

export interface CreateConversationNoteRequest__Output {
  'project_id': (string);
  'conversation_id': (string);
  /**
   * 1 to 4096 characters.
   */
  'body': (string);
  'author': (_svc_contacts_v1_NoteAuthor__Output | null);
}
