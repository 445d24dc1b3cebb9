// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Workflow as _svc_workflows_agent_v1_Workflow, Workflow__Output as _svc_workflows_agent_v1_Workflow__Output } from '../../../svc/workflows_agent/v1/Workflow';

export interface WorkflowResponse {
  'workflow'?: (_svc_workflows_agent_v1_Workflow | null);
}

export interface WorkflowResponse__Output {
  'workflow': (_svc_workflows_agent_v1_Workflow__Output | null);
}
