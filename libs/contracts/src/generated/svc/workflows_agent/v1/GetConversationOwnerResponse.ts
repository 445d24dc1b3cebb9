// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { WorkflowExecution as _svc_workflows_agent_v1_WorkflowExecution, WorkflowExecution__Output as _svc_workflows_agent_v1_WorkflowExecution__Output } from '../../../svc/workflows_agent/v1/WorkflowExecution';

export interface GetConversationOwnerResponse {
  /**
   * Absent when no execution holds the conversation.
   */
  'execution'?: (_svc_workflows_agent_v1_WorkflowExecution | null);
}

export interface GetConversationOwnerResponse__Output {
  /**
   * Absent when no execution holds the conversation.
   */
  'execution': (_svc_workflows_agent_v1_WorkflowExecution__Output | null);
}
