// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { WorkflowTrigger as _svc_workflows_agent_v1_WorkflowTrigger, WorkflowTrigger__Output as _svc_workflows_agent_v1_WorkflowTrigger__Output } from '../../../svc/workflows_agent/v1/WorkflowTrigger';

export interface WorkflowTriggerResponse {
  'trigger'?: (_svc_workflows_agent_v1_WorkflowTrigger | null);
}

export interface WorkflowTriggerResponse__Output {
  'trigger': (_svc_workflows_agent_v1_WorkflowTrigger__Output | null);
}
