// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface GetWorkflowExecutionRequest {
  'project_id'?: (string);
  'execution_id'?: (string);
}

export interface GetWorkflowExecutionRequest__Output {
  'project_id': (string);
  'execution_id': (string);
}
