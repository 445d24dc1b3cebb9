// Original file: protos/svc/contacts/v1/contacts.proto

import type { Message as _svc_contacts_v1_Message, Message__Output as _svc_contacts_v1_Message__Output } from '../../../svc/contacts/v1/Message';

export interface ListMessagesResponse {
  'messages'?: (_svc_contacts_v1_Message)[];
  'before_cursor'?: (string);
  'after_cursor'?: (string);
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
}

export interface ListMessagesResponse__Output {
  'messages': (_svc_contacts_v1_Message__Output)[];
  'before_cursor': (string);
  'after_cursor': (string);
  'has_older': (boolean);
  'has_newer': (boolean);
}
