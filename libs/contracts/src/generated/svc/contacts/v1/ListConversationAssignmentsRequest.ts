// Original file: protos/svc/contacts/v1/contacts.proto


export interface ListConversationAssignmentsRequest {
  'project_id'?: (string);
  'conversation_id'?: (string);
}

export interface ListConversationAssignmentsRequest__Output {
  'project_id': (string);
  'conversation_id': (string);
}
