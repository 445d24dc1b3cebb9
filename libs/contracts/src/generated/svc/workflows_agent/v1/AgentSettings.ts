// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * The effective agent settings of a run (after the model rules; no tool secrets).
 */
export interface AgentSettings {
  'provider_model'?: (string);
  'provider'?: (string);
  'system_prompt'?: (string);
  /**
   * Absent when the model ignores sampling (extended thinking active).
   */
  'temperature'?: (number | string);
  'reasoning_effort'?: (string);
  'max_iterations'?: (number);
  'max_tokens'?: (number);
  'token_budget'?: (number);
  'timeout_seconds'?: (number);
  /**
   * auto_send_assistant_text or tool_only.
   */
  'message_delivery_mode'?: (string);
  'tools'?: (string)[];
  'approval_required_tools'?: (string)[];
  '_system_prompt'?: "system_prompt";
  '_temperature'?: "temperature";
  '_reasoning_effort'?: "reasoning_effort";
}

/**
 * The effective agent settings of a run (after the model rules; no tool secrets).
 */
export interface AgentSettings__Output {
  'provider_model': (string);
  'provider': (string);
  'system_prompt'?: (string);
  /**
   * Absent when the model ignores sampling (extended thinking active).
   */
  'temperature'?: (number);
  'reasoning_effort'?: (string);
  'max_iterations': (number);
  'max_tokens': (number);
  'token_budget': (number);
  'timeout_seconds': (number);
  /**
   * auto_send_assistant_text or tool_only.
   */
  'message_delivery_mode': (string);
  'tools': (string)[];
  'approval_required_tools': (string)[];
  '_system_prompt'?: "system_prompt";
  '_temperature'?: "temperature";
  '_reasoning_effort'?: "reasoning_effort";
}
