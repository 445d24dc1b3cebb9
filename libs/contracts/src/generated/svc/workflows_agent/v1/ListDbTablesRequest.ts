// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListDbTablesRequest {
  'project_id'?: (string);
}

export interface ListDbTablesRequest__Output {
  'project_id': (string);
}
