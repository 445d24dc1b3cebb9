// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface DeleteWorkflowTriggerResponse {
  'success'?: (boolean);
}

export interface DeleteWorkflowTriggerResponse__Output {
  'success': (boolean);
}
