// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface WorkflowTriggerIdRequest {
  'project_id'?: (string);
  'trigger_id'?: (string);
}

export interface WorkflowTriggerIdRequest__Output {
  'project_id': (string);
  'trigger_id': (string);
}
