// Original file: protos/svc/contacts/v1/contacts.proto


export interface ListMessagesRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  'conversation_id'?: (string);
  /**
   * Contact's phone number (digits, `+` allowed).
   */
  'phone_number'?: (string);
  /**
   * inbound or outbound.
   */
  'direction'?: (string);
  /**
   * pending, sent, delivered, read, failed or received.
   */
  'status'?: (string);
  'message_type'?: (string);
  'has_media'?: (boolean);
  'since'?: (string);
  'until'?: (string);
  'limit'?: (number);
  'before'?: (string);
  'after'?: (string);
  '_phone_number_id'?: "phone_number_id";
  '_conversation_id'?: "conversation_id";
  '_phone_number'?: "phone_number";
  '_direction'?: "direction";
  '_status'?: "status";
  '_message_type'?: "message_type";
  '_has_media'?: "has_media";
  '_since'?: "since";
  '_until'?: "until";
  '_before'?: "before";
  '_after'?: "after";
}

export interface ListMessagesRequest__Output {
  'project_id': (string);
  'phone_number_id'?: (string);
  'conversation_id'?: (string);
  /**
   * Contact's phone number (digits, `+` allowed).
   */
  'phone_number'?: (string);
  /**
   * inbound or outbound.
   */
  'direction'?: (string);
  /**
   * pending, sent, delivered, read, failed or received.
   */
  'status'?: (string);
  'message_type'?: (string);
  'has_media'?: (boolean);
  'since'?: (string);
  'until'?: (string);
  'limit': (number);
  'before'?: (string);
  'after'?: (string);
  '_phone_number_id'?: "phone_number_id";
  '_conversation_id'?: "conversation_id";
  '_phone_number'?: "phone_number";
  '_direction'?: "direction";
  '_status'?: "status";
  '_message_type'?: "message_type";
  '_has_media'?: "has_media";
  '_since'?: "since";
  '_until'?: "until";
  '_before'?: "before";
  '_after'?: "after";
}
