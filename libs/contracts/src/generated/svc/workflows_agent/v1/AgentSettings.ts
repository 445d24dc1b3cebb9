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
  /**
   * The prompt cache TTL of the run's provider calls (5m or 1h; spec 2.13, decision 0738): the model's
   * default_prompt_cache_ttl unless the agent asked for another it supports.
   */
  'prompt_cache_ttl'?: (string);
  '_system_prompt'?: "system_prompt";
  '_temperature'?: "temperature";
  '_reasoning_effort'?: "reasoning_effort";
  '_prompt_cache_ttl'?: "prompt_cache_ttl";
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
  /**
   * The prompt cache TTL of the run's provider calls (5m or 1h; spec 2.13, decision 0738): the model's
   * default_prompt_cache_ttl unless the agent asked for another it supports.
   */
  'prompt_cache_ttl'?: (string);
  '_system_prompt'?: "system_prompt";
  '_temperature'?: "temperature";
  '_reasoning_effort'?: "reasoning_effort";
  '_prompt_cache_ttl'?: "prompt_cache_ttl";
}
