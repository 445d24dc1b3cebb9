// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface FindingDismissal {
  'reason'?: (string);
  'note'?: (string);
  'dismissed_at'?: (string);
}

export interface FindingDismissal__Output {
  'reason': (string);
  'note': (string);
  'dismissed_at': (string);
}
