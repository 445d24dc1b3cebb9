// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Finding as _svc_workflows_agent_v1_Finding, Finding__Output as _svc_workflows_agent_v1_Finding__Output } from '../../../svc/workflows_agent/v1/Finding';

export interface FindingResponse {
  'finding'?: (_svc_workflows_agent_v1_Finding | null);
}

export interface FindingResponse__Output {
  'finding': (_svc_workflows_agent_v1_Finding__Output | null);
}
