// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * A recipient to add: a phone number or a business-scoped user id, with optional components.
 */
export interface NewRecipient {
  'phone_number'?: (string);
  'user_id'?: (string);
  'components'?: (_google_protobuf_Struct)[];
}

/**
 * A recipient to add: a phone number or a business-scoped user id, with optional components.
 */
export interface NewRecipient__Output {
  'phone_number': (string);
  'user_id': (string);
  'components': (_google_protobuf_Struct__Output)[];
}
