// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface DeleteDbTableRequest {
  'project_id'?: (string);
  'table'?: (string);
}

export interface DeleteDbTableRequest__Output {
  'project_id': (string);
  'table': (string);
}
