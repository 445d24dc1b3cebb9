// Original file: protos/svc/contacts/v1/contacts.proto


export interface GetMessageRequest {
  'project_id'?: (string);
  'wamid'?: (string);
}

export interface GetMessageRequest__Output {
  'project_id': (string);
  'wamid': (string);
}
