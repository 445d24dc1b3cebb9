// Original file: protos/svc/contacts/v1/contacts.proto

import type { ConversationNote as _svc_contacts_v1_ConversationNote, ConversationNote__Output as _svc_contacts_v1_ConversationNote__Output } from '../../../svc/contacts/v1/ConversationNote';

export interface CreateConversationNoteResponse {
  'note'?: (_svc_contacts_v1_ConversationNote | null);
}

export interface CreateConversationNoteResponse__Output {
  'note': (_svc_contacts_v1_ConversationNote__Output | null);
}
