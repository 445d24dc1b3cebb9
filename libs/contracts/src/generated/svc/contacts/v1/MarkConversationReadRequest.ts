// Original file: protos/svc/contacts/v1/contacts.proto


export interface MarkConversationReadRequest {
  'project_id'?: (string);
  'conversation_id'?: (string);
  /**
   * The person reading.
   */
  'user_id'?: (string);
}

export interface MarkConversationReadRequest__Output {
  'project_id': (string);
  'conversation_id': (string);
  /**
   * The person reading.
   */
  'user_id': (string);
}
