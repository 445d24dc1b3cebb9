// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { AgentRunStep as _svc_workflows_agent_v1_AgentRunStep, AgentRunStep__Output as _svc_workflows_agent_v1_AgentRunStep__Output } from '../../../svc/workflows_agent/v1/AgentRunStep';

export interface ListAgentRunStepsResponse {
  'steps'?: (_svc_workflows_agent_v1_AgentRunStep)[];
}

export interface ListAgentRunStepsResponse__Output {
  'steps': (_svc_workflows_agent_v1_AgentRunStep__Output)[];
}
