// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListFindingsRequest {
  'project_id'?: (string);
  'limit'?: (number);
  'after'?: (string);
  '_after'?: "after";
}

export interface ListFindingsRequest__Output {
  'project_id': (string);
  'limit': (number);
  'after'?: (string);
  '_after'?: "after";
}
