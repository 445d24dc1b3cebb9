// Original file: protos/svc/contacts/v1/contacts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface UpdateContactRequest {
  'project_id'?: (string);
  'identifier'?: (string);
  /**
   * Empty string clears the name.
   */
  'name'?: (string);
  /**
   * Merged into the custom properties; a null value removes a property.
   */
  'properties'?: (_google_protobuf_Struct | null);
  '_name'?: "name";
}

export interface UpdateContactRequest__Output {
  'project_id': (string);
  'identifier': (string);
  /**
   * Empty string clears the name.
   */
  'name'?: (string);
  /**
   * Merged into the custom properties; a null value removes a property.
   */
  'properties': (_google_protobuf_Struct__Output | null);
  '_name'?: "name";
}
