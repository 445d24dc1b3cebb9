// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { FindingEvidence as _svc_workflows_agent_v1_FindingEvidence, FindingEvidence__Output as _svc_workflows_agent_v1_FindingEvidence__Output } from '../../../svc/workflows_agent/v1/FindingEvidence';

export interface FindingEvidenceResponse {
  'evidence'?: (_svc_workflows_agent_v1_FindingEvidence | null);
}

export interface FindingEvidenceResponse__Output {
  'evidence': (_svc_workflows_agent_v1_FindingEvidence__Output | null);
}
