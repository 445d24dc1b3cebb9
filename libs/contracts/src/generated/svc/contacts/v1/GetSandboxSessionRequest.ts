// Original file: protos/svc/contacts/v1/contacts.proto


export interface GetSandboxSessionRequest {
  'project_id'?: (string);
  'session_id'?: (string);
}

export interface GetSandboxSessionRequest__Output {
  'project_id': (string);
  'session_id': (string);
}
