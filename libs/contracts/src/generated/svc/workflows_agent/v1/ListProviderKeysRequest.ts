// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListProviderKeysRequest {
  'project_id'?: (string);
}

export interface ListProviderKeysRequest__Output {
  'project_id': (string);
}
