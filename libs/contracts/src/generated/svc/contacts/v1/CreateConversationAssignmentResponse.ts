// Original file: protos/svc/contacts/v1/contacts.proto

import type { ConversationAssignment as _svc_contacts_v1_ConversationAssignment, ConversationAssignment__Output as _svc_contacts_v1_ConversationAssignment__Output } from '../../../svc/contacts/v1/ConversationAssignment';

export interface CreateConversationAssignmentResponse {
  'assignment'?: (_svc_contacts_v1_ConversationAssignment | null);
}

export interface CreateConversationAssignmentResponse__Output {
  'assignment': (_svc_contacts_v1_ConversationAssignment__Output | null);
}
