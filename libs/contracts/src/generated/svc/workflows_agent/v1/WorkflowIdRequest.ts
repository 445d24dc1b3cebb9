// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface WorkflowIdRequest {
  'project_id'?: (string);
  'workflow_id'?: (string);
}

export interface WorkflowIdRequest__Output {
  'project_id': (string);
  'workflow_id': (string);
}
