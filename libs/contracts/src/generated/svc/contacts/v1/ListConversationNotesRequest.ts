// Original file: protos/svc/contacts/v1/contacts.proto


export interface ListConversationNotesRequest {
  'project_id'?: (string);
  'conversation_id'?: (string);
  'limit'?: (number);
  'before'?: (string);
  'after'?: (string);
  '_before'?: "before";
  '_after'?: "after";
}

export interface ListConversationNotesRequest__Output {
  'project_id': (string);
  'conversation_id': (string);
  'limit': (number);
  'before'?: (string);
  'after'?: (string);
  '_before'?: "before";
  '_after'?: "after";
}
