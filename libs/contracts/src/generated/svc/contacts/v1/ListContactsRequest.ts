// Original file: protos/svc/contacts/v1/contacts.proto


export interface ListContactsRequest {
  'project_id'?: (string);
  /**
   * Contacts that talked with this number.
   */
  'phone_number_id'?: (string);
  /**
   * Exact phone number (digits, `+` allowed).
   */
  'wa_id'?: (string);
  /**
   * 1..100, default 20.
   */
  'limit'?: (number);
  'before'?: (string);
  'after'?: (string);
  '_phone_number_id'?: "phone_number_id";
  '_wa_id'?: "wa_id";
  '_before'?: "before";
  '_after'?: "after";
}

export interface ListContactsRequest__Output {
  'project_id': (string);
  /**
   * Contacts that talked with this number.
   */
  'phone_number_id'?: (string);
  /**
   * Exact phone number (digits, `+` allowed).
   */
  'wa_id'?: (string);
  /**
   * 1..100, default 20.
   */
  'limit': (number);
  'before'?: (string);
  'after'?: (string);
  '_phone_number_id'?: "phone_number_id";
  '_wa_id'?: "wa_id";
  '_before'?: "before";
  '_after'?: "after";
}
