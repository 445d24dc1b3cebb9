// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { AgentRun as _svc_workflows_agent_v1_AgentRun, AgentRun__Output as _svc_workflows_agent_v1_AgentRun__Output } from '../../../svc/workflows_agent/v1/AgentRun';

export interface ListAgentRunsResponse {
  'runs'?: (_svc_workflows_agent_v1_AgentRun)[];
  /**
   * Cursor of the next (older) page; empty at the end.
   */
  'after_cursor'?: (string);
}

export interface ListAgentRunsResponse__Output {
  'runs': (_svc_workflows_agent_v1_AgentRun__Output)[];
  /**
   * Cursor of the next (older) page; empty at the end.
   */
  'after_cursor': (string);
}
