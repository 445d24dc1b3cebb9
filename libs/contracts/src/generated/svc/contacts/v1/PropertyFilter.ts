// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * A filter on a contact's custom property (exact value).
 */
export interface PropertyFilter {
  'key'?: (string);
  'value'?: (string);
}

/**
 * A filter on a contact's custom property (exact value).
 */
export interface PropertyFilter__Output {
  'key': (string);
  'value': (string);
}
