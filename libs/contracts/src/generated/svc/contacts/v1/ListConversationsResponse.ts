// Original file: protos/svc/contacts/v1/contacts.proto

import type { Conversation as _svc_contacts_v1_Conversation, Conversation__Output as _svc_contacts_v1_Conversation__Output } from '../../../svc/contacts/v1/Conversation';

export interface ListConversationsResponse {
  'conversations'?: (_svc_contacts_v1_Conversation)[];
  'before_cursor'?: (string);
  'after_cursor'?: (string);
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
}

export interface ListConversationsResponse__Output {
  'conversations': (_svc_contacts_v1_Conversation__Output)[];
  'before_cursor': (string);
  'after_cursor': (string);
  'has_older': (boolean);
  'has_newer': (boolean);
}
