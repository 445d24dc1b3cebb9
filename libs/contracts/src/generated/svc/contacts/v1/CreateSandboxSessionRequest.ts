// Original file: protos/svc/contacts/v1/contacts.proto


export interface CreateSandboxSessionRequest {
  'project_id'?: (string);
  /**
   * The tester's phone number (digits, `+` allowed).
   */
  'phone_number'?: (string);
}

export interface CreateSandboxSessionRequest__Output {
  'project_id': (string);
  /**
   * The tester's phone number (digits, `+` allowed).
   */
  'phone_number': (string);
}
