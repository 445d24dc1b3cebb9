// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListWorkflowsUsingReferenceRequest {
  'project_id'?: (string);
  /**
   * Exactly one of them.
   */
  'function_id'?: (string);
  'integration_id'?: (string);
  '_function_id'?: "function_id";
  '_integration_id'?: "integration_id";
}

export interface ListWorkflowsUsingReferenceRequest__Output {
  'project_id': (string);
  /**
   * Exactly one of them.
   */
  'function_id'?: (string);
  'integration_id'?: (string);
  '_function_id'?: "function_id";
  '_integration_id'?: "integration_id";
}
