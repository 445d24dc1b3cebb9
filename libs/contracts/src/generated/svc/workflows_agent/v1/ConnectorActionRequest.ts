// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ConnectorActionRequest {
  'project_id'?: (string);
  'action_id'?: (string);
}

export interface ConnectorActionRequest__Output {
  'project_id': (string);
  'action_id': (string);
}
