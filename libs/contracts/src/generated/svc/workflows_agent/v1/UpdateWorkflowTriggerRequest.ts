// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface UpdateWorkflowTriggerRequest {
  'project_id'?: (string);
  'trigger_id'?: (string);
  'active'?: (boolean);
}

export interface UpdateWorkflowTriggerRequest__Output {
  'project_id': (string);
  'trigger_id': (string);
  'active': (boolean);
}
