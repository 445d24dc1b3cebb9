// Original file: protos/svc/contacts/v1/contacts.proto


export interface ListSandboxSessionsRequest {
  'project_id'?: (string);
  'status'?: (string);
  '_status'?: "status";
}

export interface ListSandboxSessionsRequest__Output {
  'project_id': (string);
  'status'?: (string);
  '_status'?: "status";
}
