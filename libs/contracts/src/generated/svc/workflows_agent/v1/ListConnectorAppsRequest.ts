// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListConnectorAppsRequest {
  'project_id'?: (string);
  'query'?: (string);
  'limit'?: (number);
  '_query'?: "query";
}

export interface ListConnectorAppsRequest__Output {
  'project_id': (string);
  'query'?: (string);
  'limit': (number);
  '_query'?: "query";
}
