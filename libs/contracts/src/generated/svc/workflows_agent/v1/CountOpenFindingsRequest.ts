// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface CountOpenFindingsRequest {
  'project_id'?: (string);
}

export interface CountOpenFindingsRequest__Output {
  'project_id': (string);
}
