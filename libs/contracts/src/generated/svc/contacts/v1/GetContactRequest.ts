// Original file: protos/svc/contacts/v1/contacts.proto


export interface GetContactRequest {
  'project_id'?: (string);
  'identifier'?: (string);
  /**
   * Only when the contact talked with this number (pass-through reads).
   */
  'phone_number_id'?: (string);
  '_phone_number_id'?: "phone_number_id";
}

export interface GetContactRequest__Output {
  'project_id': (string);
  'identifier': (string);
  /**
   * Only when the contact talked with this number (pass-through reads).
   */
  'phone_number_id'?: (string);
  '_phone_number_id'?: "phone_number_id";
}
