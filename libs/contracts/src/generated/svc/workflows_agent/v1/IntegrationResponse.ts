// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Integration as _svc_workflows_agent_v1_Integration, Integration__Output as _svc_workflows_agent_v1_Integration__Output } from '../../../svc/workflows_agent/v1/Integration';

export interface IntegrationResponse {
  'integration'?: (_svc_workflows_agent_v1_Integration | null);
}

export interface IntegrationResponse__Output {
  'integration': (_svc_workflows_agent_v1_Integration__Output | null);
}
