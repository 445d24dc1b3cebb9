// Original file: protos/svc/contacts/v1/contacts.proto


export interface MarkConversationReadRequest {
  'project_id'?: (string);
  'conversation_id'?: (string);
  /**
   * The person reading; unset for an API key (nothing to mark: unread is per person).
   */
  'user_id'?: (string);
  '_user_id'?: "user_id";
}

export interface MarkConversationReadRequest__Output {
  'project_id': (string);
  'conversation_id': (string);
  /**
   * The person reading; unset for an API key (nothing to mark: unread is per person).
   */
  'user_id'?: (string);
  '_user_id'?: "user_id";
}
