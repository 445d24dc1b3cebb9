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
  '_snoozed_until'?: "snoozed_until";
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
  '_snoozed_until'?: "snoozed_until";
}
