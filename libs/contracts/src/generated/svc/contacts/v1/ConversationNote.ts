// Original file: protos/svc/contacts/v1/contacts.proto

import type { NoteAuthor as _svc_contacts_v1_NoteAuthor, NoteAuthor__Output as _svc_contacts_v1_NoteAuthor__Output } from '../../../svc/contacts/v1/NoteAuthor';

/**
 * A private note on a conversation (never sent to the customer, never in webhooks).
 */
export interface ConversationNote {
  'id'?: (string);
  'conversation_id'?: (string);
  'body'?: (string);
  'author'?: (_svc_contacts_v1_NoteAuthor | null);
  'created_at'?: (string);
}

/**
 * A private note on a conversation (never sent to the customer, never in webhooks).
 */
export interface ConversationNote__Output {
  'id': (string);
  'conversation_id': (string);
  'body': (string);
  'author': (_svc_contacts_v1_NoteAuthor__Output | null);
  'created_at': (string);
}
