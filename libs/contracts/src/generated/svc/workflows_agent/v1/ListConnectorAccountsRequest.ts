// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListConnectorAccountsRequest {
  'project_id'?: (string);
  'app_slug'?: (string);
  '_app_slug'?: "app_slug";
}

export interface ListConnectorAccountsRequest__Output {
  'project_id': (string);
  'app_slug'?: (string);
  '_app_slug'?: "app_slug";
}
