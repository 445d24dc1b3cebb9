// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * Where an execution is in its graph.
 */
export interface ExecutionStep {
  /**
   * The node id in the workflow definition.
   */
  'node_id'?: (string);
  'node_type'?: (string);
  /**
   * Steps executed so far (the n of the step's idempotency key `execution:{id}:step:{n}`).
   */
  'position'?: (number);
}

/**
 * Where an execution is in its graph.
 */
export interface ExecutionStep__Output {
  /**
   * The node id in the workflow definition.
   */
  'node_id': (string);
  'node_type': (string);
  /**
   * Steps executed so far (the n of the step's idempotency key `execution:{id}:step:{n}`).
   */
  'position': (number);
}
