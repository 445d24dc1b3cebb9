// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface FindingIdRequest {
  'project_id'?: (string);
  'finding_id'?: (string);
}

export interface FindingIdRequest__Output {
  'project_id': (string);
  'finding_id': (string);
}
