// Original file: protos/svc/contacts/v1/contacts.proto

import type { Contact as _svc_contacts_v1_Contact, Contact__Output as _svc_contacts_v1_Contact__Output } from '../../../svc/contacts/v1/Contact';

export interface ListContactsResponse {
  'contacts'?: (_svc_contacts_v1_Contact)[];
  'before_cursor'?: (string);
  'after_cursor'?: (string);
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
}

export interface ListContactsResponse__Output {
  'contacts': (_svc_contacts_v1_Contact__Output)[];
  'before_cursor': (string);
  'after_cursor': (string);
  'has_older': (boolean);
  'has_newer': (boolean);
}
