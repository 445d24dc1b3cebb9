// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface DismissFindingRequest {
  'project_id'?: (string);
  'finding_id'?: (string);
  'reason'?: (string);
  'note'?: (string);
}

export interface DismissFindingRequest__Output {
  'project_id': (string);
  'finding_id': (string);
  'reason': (string);
  'note': (string);
}
