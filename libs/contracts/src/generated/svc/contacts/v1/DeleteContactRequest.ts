// Original file: protos/svc/contacts/v1/contacts.proto


export interface DeleteContactRequest {
  'project_id'?: (string);
  'identifier'?: (string);
}

export interface DeleteContactRequest__Output {
  'project_id': (string);
  'identifier': (string);
}
