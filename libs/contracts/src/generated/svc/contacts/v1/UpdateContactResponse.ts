// Original file: protos/svc/contacts/v1/contacts.proto

import type { Contact as _svc_contacts_v1_Contact, Contact__Output as _svc_contacts_v1_Contact__Output } from '../../../svc/contacts/v1/Contact';

export interface UpdateContactResponse {
  'contact'?: (_svc_contacts_v1_Contact | null);
}

export interface UpdateContactResponse__Output {
  'contact': (_svc_contacts_v1_Contact__Output | null);
}
