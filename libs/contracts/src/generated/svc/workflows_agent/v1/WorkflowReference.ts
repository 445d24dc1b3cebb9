// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * A workflow that uses a resource.
 */
export interface WorkflowReference {
  'id'?: (string);
  'name'?: (string);
}

/**
 * A workflow that uses a resource.
 */
export interface WorkflowReference__Output {
  'id': (string);
  'name': (string);
}
