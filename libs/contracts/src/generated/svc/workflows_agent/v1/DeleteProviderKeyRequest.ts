// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface DeleteProviderKeyRequest {
  'project_id'?: (string);
  'provider'?: (string);
}

export interface DeleteProviderKeyRequest__Output {
  'project_id': (string);
  'provider': (string);
}
