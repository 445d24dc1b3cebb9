// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface GetConversationOwnerRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * The contact's phone number (digits; other characters are ignored).
   */
  'phone_number'?: (string);
  /**
   * The contact's business-scoped user id or parent id.
   */
  'recipient'?: (string);
  /**
   * The conversation id (UUID).
   */
  'conversation_id'?: (string);
  '_phone_number'?: "phone_number";
  '_recipient'?: "recipient";
  '_conversation_id'?: "conversation_id";
}

export interface GetConversationOwnerRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
  /**
   * The contact's phone number (digits; other characters are ignored).
   */
  'phone_number'?: (string);
  /**
   * The contact's business-scoped user id or parent id.
   */
  'recipient'?: (string);
  /**
   * The conversation id (UUID).
   */
  'conversation_id'?: (string);
  '_phone_number'?: "phone_number";
  '_recipient'?: "recipient";
  '_conversation_id'?: "conversation_id";
}
