// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { WorkflowTrigger as _svc_workflows_agent_v1_WorkflowTrigger, WorkflowTrigger__Output as _svc_workflows_agent_v1_WorkflowTrigger__Output } from '../../../svc/workflows_agent/v1/WorkflowTrigger';

export interface WorkflowTriggersResponse {
  'triggers'?: (_svc_workflows_agent_v1_WorkflowTrigger)[];
}

export interface WorkflowTriggersResponse__Output {
  'triggers': (_svc_workflows_agent_v1_WorkflowTrigger__Output)[];
}
