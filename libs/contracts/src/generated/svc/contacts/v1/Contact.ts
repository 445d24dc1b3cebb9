// Original file: protos/svc/contacts/v1/contacts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { ContactPresence as _svc_contacts_v1_ContactPresence, ContactPresence__Output as _svc_contacts_v1_ContactPresence__Output } from '../../../svc/contacts/v1/ContactPresence';

/**
 * A contact of the project.
 */
export interface Contact {
  'id'?: (string);
  /**
   * Digits of the phone number (wa_id), when known.
   */
  'phone_number'?: (string);
  'business_scoped_user_id'?: (string);
  'parent_business_scoped_user_id'?: (string);
  /**
   * Profile name the upstream reported, or the name set with PATCH.
   */
  'name'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'username'?: (string);
  /**
   * Custom properties set with PATCH, each with its JSON type (string, number or boolean).
   */
  'properties'?: (_google_protobuf_Struct | null);
  /**
   * Numbers of the project the contact talked with, with the last time.
   */
  'presence'?: (_svc_contacts_v1_ContactPresence)[];
  '_phone_number'?: "phone_number";
  '_business_scoped_user_id'?: "business_scoped_user_id";
  '_parent_business_scoped_user_id'?: "parent_business_scoped_user_id";
  '_name'?: "name";
  '_username'?: "username";
}

/**
 * A contact of the project.
 */
export interface Contact__Output {
  'id': (string);
  /**
   * Digits of the phone number (wa_id), when known.
   */
  'phone_number'?: (string);
  'business_scoped_user_id'?: (string);
  'parent_business_scoped_user_id'?: (string);
  /**
   * Profile name the upstream reported, or the name set with PATCH.
   */
  'name'?: (string);
  'created_at': (string);
  'updated_at': (string);
  'username'?: (string);
  /**
   * Custom properties set with PATCH, each with its JSON type (string, number or boolean).
   */
  'properties': (_google_protobuf_Struct__Output | null);
  /**
   * Numbers of the project the contact talked with, with the last time.
   */
  'presence': (_svc_contacts_v1_ContactPresence__Output)[];
  '_phone_number'?: "phone_number";
  '_business_scoped_user_id'?: "business_scoped_user_id";
  '_parent_business_scoped_user_id'?: "parent_business_scoped_user_id";
  '_name'?: "name";
  '_username'?: "username";
}
