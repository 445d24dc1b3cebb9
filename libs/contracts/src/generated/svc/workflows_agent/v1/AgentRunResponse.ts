// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { AgentRun as _svc_workflows_agent_v1_AgentRun, AgentRun__Output as _svc_workflows_agent_v1_AgentRun__Output } from '../../../svc/workflows_agent/v1/AgentRun';

export interface AgentRunResponse {
  'run'?: (_svc_workflows_agent_v1_AgentRun | null);
}

export interface AgentRunResponse__Output {
  'run': (_svc_workflows_agent_v1_AgentRun__Output | null);
}
