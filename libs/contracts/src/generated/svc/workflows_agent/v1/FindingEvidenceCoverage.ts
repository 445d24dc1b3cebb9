// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface FindingEvidenceCoverage {
  'events_total'?: (number);
  'events_shown'?: (number);
  'affected_conversations_total'?: (number);
  'affected_conversations_shown'?: (number);
  'comparison_conversations_shown'?: (number);
}

export interface FindingEvidenceCoverage__Output {
  'events_total': (number);
  'events_shown': (number);
  'affected_conversations_total': (number);
  'affected_conversations_shown': (number);
  'comparison_conversations_shown': (number);
}
