// Original file: protos/svc/contacts/v1/contacts.proto


export interface UpdateConversationRequest {
  'project_id'?: (string);
  'conversation_id'?: (string);
  /**
   * open, pending, resolved or snoozed.
   */
  'inbox_status'?: (string);
  /**
   * Only with snoozed: until when (absent: until the customer's next message).
   */
  'snoozed_until'?: (string);
  /**
   * The person who sets it; unset for an API key.
   */
  'by_user_id'?: (string);
  '_snoozed_until'?: "snoozed_until";
  '_by_user_id'?: "by_user_id";
}

export interface UpdateConversationRequest__Output {
  'project_id': (string);
  'conversation_id': (string);
  /**
   * open, pending, resolved or snoozed.
   */
  'inbox_status': (string);
  /**
   * Only with snoozed: until when (absent: until the customer's next message).
   */
  'snoozed_until'?: (string);
  /**
   * The person who sets it; unset for an API key.
   */
  'by_user_id'?: (string);
  '_snoozed_until'?: "snoozed_until";
  '_by_user_id'?: "by_user_id";
}
