// Original file: protos/svc/broadcasts/v1/broadcasts.proto


/**
 * What became of a recipient's reply handed to the broadcast's agent (decision 0805).
 */
export interface RecipientAgentHandoff {
  /**
   * pending (to be started), started, skipped (not started: reason), failed (could not be started: reason) (extensible).
   */
  'status'?: (string);
  /**
   * The workflow the reply was handed to.
   */
  'workflow_id'?: (string);
  /**
   * The execution started for the reply.
   */
  'workflow_execution_id'?: (string);
  /**
   * Why it was skipped or failed: workflow_not_found, workflow_not_active, api_trigger_inactive, conversation_has_execution, start_failed (extensible).
   */
  'reason'?: (string);
  'message'?: (string);
  /**
   * The reply handed over (upstream message id) and when it was received.
   */
  'reply_wamid'?: (string);
  'replied_at'?: (string);
  'updated_at'?: (string);
  '_workflow_execution_id'?: "workflow_execution_id";
  '_reason'?: "reason";
  '_message'?: "message";
}

/**
 * What became of a recipient's reply handed to the broadcast's agent (decision 0805).
 */
export interface RecipientAgentHandoff__Output {
  /**
   * pending (to be started), started, skipped (not started: reason), failed (could not be started: reason) (extensible).
   */
  'status': (string);
  /**
   * The workflow the reply was handed to.
   */
  'workflow_id': (string);
  /**
   * The execution started for the reply.
   */
  'workflow_execution_id'?: (string);
  /**
   * Why it was skipped or failed: workflow_not_found, workflow_not_active, api_trigger_inactive, conversation_has_execution, start_failed (extensible).
   */
  'reason'?: (string);
  'message'?: (string);
  /**
   * The reply handed over (upstream message id) and when it was received.
   */
  'reply_wamid': (string);
  'replied_at': (string);
  'updated_at': (string);
  '_workflow_execution_id'?: "workflow_execution_id";
  '_reason'?: "reason";
  '_message'?: "message";
}
