// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface CountOpenFindingsResponse {
  'open'?: (number);
  /**
   * Open findings per signal (signals without one are absent).
   */
  'by_signal'?: ({[key: string]: number});
}

export interface CountOpenFindingsResponse__Output {
  'open': (number);
  /**
   * Open findings per signal (signals without one are absent).
   */
  'by_signal': ({[key: string]: number});
}
