// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface UpdateWorkflowExecutionStatusRequest {
  'project_id'?: (string);
  'execution_id'?: (string);
  /**
   * ended, handoff, waiting or running.
   */
  'status'?: (string);
}

export interface UpdateWorkflowExecutionStatusRequest__Output {
  'project_id': (string);
  'execution_id': (string);
  /**
   * ended, handoff, waiting or running.
   */
  'status': (string);
}
