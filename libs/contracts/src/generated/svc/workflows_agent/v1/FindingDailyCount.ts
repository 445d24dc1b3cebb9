// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface FindingDailyCount {
  'day'?: (string);
  'count'?: (number);
}

export interface FindingDailyCount__Output {
  'day': (string);
  'count': (number);
}
