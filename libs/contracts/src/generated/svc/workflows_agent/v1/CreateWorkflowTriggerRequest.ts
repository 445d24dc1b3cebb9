// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { WorkflowTriggerInput as _svc_workflows_agent_v1_WorkflowTriggerInput, WorkflowTriggerInput__Output as _svc_workflows_agent_v1_WorkflowTriggerInput__Output } from '../../../svc/workflows_agent/v1/WorkflowTriggerInput';

export interface CreateWorkflowTriggerRequest {
  'project_id'?: (string);
  'workflow_id'?: (string);
  'trigger'?: (_svc_workflows_agent_v1_WorkflowTriggerInput | null);
}

export interface CreateWorkflowTriggerRequest__Output {
  'project_id': (string);
  'workflow_id': (string);
  'trigger': (_svc_workflows_agent_v1_WorkflowTriggerInput__Output | null);
}
