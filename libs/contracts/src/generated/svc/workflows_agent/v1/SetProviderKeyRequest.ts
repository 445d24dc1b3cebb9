// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface SetProviderKeyRequest {
  'project_id'?: (string);
  'provider'?: (string);
  'api_key'?: (string);
}

export interface SetProviderKeyRequest__Output {
  'project_id': (string);
  'provider': (string);
  'api_key': (string);
}
