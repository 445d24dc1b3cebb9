// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * A workflow execution.
 */
export interface WorkflowExecution {
  'id'?: (string);
  'workflow_id'?: (string);
  'status'?: (string);
  'resumable_execution_id'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_resumable_execution_id'?: "resumable_execution_id";
}

/**
 * A workflow execution.
 */
export interface WorkflowExecution__Output {
  'id': (string);
  'workflow_id': (string);
  'status': (string);
  'resumable_execution_id'?: (string);
  'created_at': (string);
  'updated_at': (string);
  '_resumable_execution_id'?: "resumable_execution_id";
}
