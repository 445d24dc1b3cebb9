// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface IntegrationIdRequest {
  'project_id'?: (string);
  'integration_id'?: (string);
}

export interface IntegrationIdRequest__Output {
  'project_id': (string);
  'integration_id': (string);
}
