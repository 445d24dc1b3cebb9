// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { FindingReportEvidence as _svc_workflows_agent_v1_FindingReportEvidence, FindingReportEvidence__Output as _svc_workflows_agent_v1_FindingReportEvidence__Output } from '../../../svc/workflows_agent/v1/FindingReportEvidence';

export interface FindingReport {
  'summary'?: (string);
  'causes'?: (string)[];
  'suggested_fixes'?: (string)[];
  /**
   * The evidence the causes cite, each read by the investigator through its tools (issue 33).
   */
  'evidence'?: (_svc_workflows_agent_v1_FindingReportEvidence)[];
}

export interface FindingReport__Output {
  'summary': (string);
  'causes': (string)[];
  'suggested_fixes': (string)[];
  /**
   * The evidence the causes cite, each read by the investigator through its tools (issue 33).
   */
  'evidence': (_svc_workflows_agent_v1_FindingReportEvidence__Output)[];
}
