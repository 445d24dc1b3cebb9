// Original file: protos/svc/contacts/v1/contacts.proto

import type { Message as _svc_contacts_v1_Message, Message__Output as _svc_contacts_v1_Message__Output } from '../../../svc/contacts/v1/Message';

export interface GetMessageResponse {
  'message'?: (_svc_contacts_v1_Message | null);
}

export interface GetMessageResponse__Output {
  'message': (_svc_contacts_v1_Message__Output | null);
}
