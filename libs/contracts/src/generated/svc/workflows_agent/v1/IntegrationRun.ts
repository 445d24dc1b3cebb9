// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * One recorded run (no inputs or outputs: they may hold secrets).
 */
export interface IntegrationRun {
  'id'?: (string);
  'integration_id'?: (string);
  'source'?: (string);
  /**
   * succeeded or failed.
   */
  'status'?: (string);
  'duration_ms'?: (number);
  'error'?: (string);
  'created_at'?: (string);
  '_error'?: "error";
}

/**
 * One recorded run (no inputs or outputs: they may hold secrets).
 */
export interface IntegrationRun__Output {
  'id': (string);
  'integration_id': (string);
  'source': (string);
  /**
   * succeeded or failed.
   */
  'status': (string);
  'duration_ms': (number);
  'error'?: (string);
  'created_at': (string);
  '_error'?: "error";
}
