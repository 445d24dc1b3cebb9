// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface DeleteIntegrationResponse {
  'success'?: (boolean);
}

export interface DeleteIntegrationResponse__Output {
  'success': (boolean);
}
