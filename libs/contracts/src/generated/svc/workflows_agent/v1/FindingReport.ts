// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface FindingReport {
  'summary'?: (string);
  'causes'?: (string)[];
  'suggested_fixes'?: (string)[];
}

export interface FindingReport__Output {
  'summary': (string);
  'causes': (string)[];
  'suggested_fixes': (string)[];
}
