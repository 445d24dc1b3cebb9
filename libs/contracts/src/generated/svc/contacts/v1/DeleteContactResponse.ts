// Original file: protos/svc/contacts/v1/contacts.proto


export interface DeleteContactResponse {
  'id'?: (string);
  'messages_erased'?: (number);
  'conversations_erased'?: (number);
}

export interface DeleteContactResponse__Output {
  'id': (string);
  'messages_erased': (number);
  'conversations_erased': (number);
}
