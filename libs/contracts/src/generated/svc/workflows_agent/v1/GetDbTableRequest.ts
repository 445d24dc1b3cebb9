// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface GetDbTableRequest {
  'project_id'?: (string);
  'table'?: (string);
}

export interface GetDbTableRequest__Output {
  'project_id': (string);
  'table': (string);
}
