// Original file: protos/svc/contacts/v1/contacts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * One raw status the upstream reported for a message, in order of arrival.
 */
export interface MessageStatusEntry {
  'status'?: (string);
  'timestamp'?: (string);
  /**
   * The upstream status object, unchanged.
   */
  'raw'?: (_google_protobuf_Struct | null);
}

/**
 * One raw status the upstream reported for a message, in order of arrival.
 */
export interface MessageStatusEntry__Output {
  'status': (string);
  'timestamp': (string);
  /**
   * The upstream status object, unchanged.
   */
  'raw': (_google_protobuf_Struct__Output | null);
}
