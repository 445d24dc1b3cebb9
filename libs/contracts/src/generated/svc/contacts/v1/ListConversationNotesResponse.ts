// Original file: protos/svc/contacts/v1/contacts.proto

import type { ConversationNote as _svc_contacts_v1_ConversationNote, ConversationNote__Output as _svc_contacts_v1_ConversationNote__Output } from '../../../svc/contacts/v1/ConversationNote';

export interface ListConversationNotesResponse {
  'notes'?: (_svc_contacts_v1_ConversationNote)[];
  'before_cursor'?: (string);
  'after_cursor'?: (string);
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
}

export interface ListConversationNotesResponse__Output {
  'notes': (_svc_contacts_v1_ConversationNote__Output)[];
  'before_cursor': (string);
  'after_cursor': (string);
  'has_older': (boolean);
  'has_newer': (boolean);
}
