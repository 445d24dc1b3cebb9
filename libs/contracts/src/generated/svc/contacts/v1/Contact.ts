// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * A contact of the project.
 */
export interface Contact {
  'id'?: (string);
  'phone_number'?: (string);
  'business_scoped_user_id'?: (string);
  'parent_business_scoped_user_id'?: (string);
  'name'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_phone_number'?: "phone_number";
  '_business_scoped_user_id'?: "business_scoped_user_id";
  '_parent_business_scoped_user_id'?: "parent_business_scoped_user_id";
  '_name'?: "name";
}

/**
 * A contact of the project.
 */
export interface Contact__Output {
  'id': (string);
  'phone_number'?: (string);
  'business_scoped_user_id'?: (string);
  'parent_business_scoped_user_id'?: (string);
  'name'?: (string);
  'created_at': (string);
  'updated_at': (string);
  '_phone_number'?: "phone_number";
  '_business_scoped_user_id'?: "business_scoped_user_id";
  '_parent_business_scoped_user_id'?: "parent_business_scoped_user_id";
  '_name'?: "name";
}
