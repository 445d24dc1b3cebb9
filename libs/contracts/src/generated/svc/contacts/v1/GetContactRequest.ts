// Original file: protos/svc/contacts/v1/contacts.proto


export interface GetContactRequest {
  'project_id'?: (string);
  'identifier'?: (string);
}

export interface GetContactRequest__Output {
  'project_id': (string);
  'identifier': (string);
}
