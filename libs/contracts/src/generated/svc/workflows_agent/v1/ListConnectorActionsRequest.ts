// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListConnectorActionsRequest {
  'project_id'?: (string);
  'query'?: (string);
  'app_slug'?: (string);
  'limit'?: (number);
  '_query'?: "query";
  '_app_slug'?: "app_slug";
}

export interface ListConnectorActionsRequest__Output {
  'project_id': (string);
  'query'?: (string);
  'app_slug'?: (string);
  'limit': (number);
  '_query'?: "query";
  '_app_slug'?: "app_slug";
}
