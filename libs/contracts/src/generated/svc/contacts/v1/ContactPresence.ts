// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * A contact's presence on one number of the project.
 */
export interface ContactPresence {
  'phone_number_id'?: (string);
  'last_seen_at'?: (string);
}

/**
 * A contact's presence on one number of the project.
 */
export interface ContactPresence__Output {
  'phone_number_id': (string);
  'last_seen_at': (string);
}
