// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListProviderModelsRequest {
  'project_id'?: (string);
}

export interface ListProviderModelsRequest__Output {
  'project_id': (string);
}
