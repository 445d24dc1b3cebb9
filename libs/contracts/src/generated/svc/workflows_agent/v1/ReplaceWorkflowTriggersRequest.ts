// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { WorkflowTriggerInput as _svc_workflows_agent_v1_WorkflowTriggerInput, WorkflowTriggerInput__Output as _svc_workflows_agent_v1_WorkflowTriggerInput__Output } from '../../../svc/workflows_agent/v1/WorkflowTriggerInput';

export interface ReplaceWorkflowTriggersRequest {
  'project_id'?: (string);
  'workflow_id'?: (string);
  'triggers'?: (_svc_workflows_agent_v1_WorkflowTriggerInput)[];
}

export interface ReplaceWorkflowTriggersRequest__Output {
  'project_id': (string);
  'workflow_id': (string);
  'triggers': (_svc_workflows_agent_v1_WorkflowTriggerInput__Output)[];
}
