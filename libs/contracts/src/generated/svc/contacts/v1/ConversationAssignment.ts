// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * An assignment of a conversation to a member of the project (one active per conversation).
 */
export interface ConversationAssignment {
  'id'?: (string);
  'conversation_id'?: (string);
  'user_id'?: (string);
  /**
   * The person who assigned; unset when an API key did.
   */
  'created_by_user_id'?: (string);
  'notes'?: (string);
  'active'?: (boolean);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_created_by_user_id'?: "created_by_user_id";
  '_notes'?: "notes";
}

/**
 * An assignment of a conversation to a member of the project (one active per conversation).
 */
export interface ConversationAssignment__Output {
  'id': (string);
  'conversation_id': (string);
  'user_id': (string);
  /**
   * The person who assigned; unset when an API key did.
   */
  'created_by_user_id'?: (string);
  'notes'?: (string);
  'active': (boolean);
  'created_at': (string);
  'updated_at': (string);
  '_created_by_user_id'?: "created_by_user_id";
  '_notes'?: "notes";
}
