// Original file: protos/svc/contacts/v1/contacts.proto


export interface CreateConversationAssignmentRequest {
  'project_id'?: (string);
  'conversation_id'?: (string);
  /**
   * A member of the project (the gateway checked it).
   */
  'user_id'?: (string);
  'notes'?: (string);
  /**
   * The person who assigns; unset for an API key.
   */
  'created_by_user_id'?: (string);
  '_notes'?: "notes";
  '_created_by_user_id'?: "created_by_user_id";
}

export interface CreateConversationAssignmentRequest__Output {
  'project_id': (string);
  'conversation_id': (string);
  /**
   * A member of the project (the gateway checked it).
   */
  'user_id': (string);
  'notes'?: (string);
  /**
   * The person who assigns; unset for an API key.
   */
  'created_by_user_id'?: (string);
  '_notes'?: "notes";
  '_created_by_user_id'?: "created_by_user_id";
}
