// Original file: protos/svc/contacts/v1/contacts.proto

import type { Conversation as _svc_contacts_v1_Conversation, Conversation__Output as _svc_contacts_v1_Conversation__Output } from '../../../svc/contacts/v1/Conversation';

export interface UpdateConversationResponse {
  'conversation'?: (_svc_contacts_v1_Conversation | null);
}

export interface UpdateConversationResponse__Output {
  'conversation': (_svc_contacts_v1_Conversation__Output | null);
}
