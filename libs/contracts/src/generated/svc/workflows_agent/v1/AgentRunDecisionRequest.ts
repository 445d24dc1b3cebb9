// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface AgentRunDecisionRequest {
  'project_id'?: (string);
  'run_id'?: (string);
  /**
   * When given, must be the pending call's id (a stale decision answers 409).
   */
  'tool_call_id'?: (string);
  /**
   * Rejection: told to the model.
   */
  'reason'?: (string);
  '_tool_call_id'?: "tool_call_id";
  '_reason'?: "reason";
}

export interface AgentRunDecisionRequest__Output {
  'project_id': (string);
  'run_id': (string);
  /**
   * When given, must be the pending call's id (a stale decision answers 409).
   */
  'tool_call_id'?: (string);
  /**
   * Rejection: told to the model.
   */
  'reason'?: (string);
  '_tool_call_id'?: "tool_call_id";
  '_reason'?: "reason";
}
