// Original file: protos/svc/contacts/v1/contacts.proto


export interface GetConversationRequest {
  'project_id'?: (string);
  'conversation_id'?: (string);
  /**
   * Only when the conversation is on this number (pass-through reads).
   */
  'phone_number_id'?: (string);
  '_phone_number_id'?: "phone_number_id";
}

export interface GetConversationRequest__Output {
  'project_id': (string);
  'conversation_id': (string);
  /**
   * Only when the conversation is on this number (pass-through reads).
   */
  'phone_number_id'?: (string);
  '_phone_number_id'?: "phone_number_id";
}
