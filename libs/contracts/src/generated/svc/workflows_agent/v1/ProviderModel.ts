// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * A provider model (spec 2.13).
 */
export interface ProviderModel {
  'id'?: (string);
  'name'?: (string);
  'provider'?: (string);
  'reasoning_model'?: (boolean);
  /**
   * disabled, manual, adaptive, always_adaptive.
   */
  'thinking_mode'?: (string);
  'supports_custom_sampling'?: (boolean);
  'supported_reasoning_efforts'?: (string)[];
  'default_reasoning_effort'?: (string);
  'api_surface'?: (string);
  'supported_prompt_cache_ttls'?: (string)[];
  /**
   * 5m or 1h.
   */
  'default_prompt_cache_ttl'?: (string);
  /**
   * Whether an agent in tool-only delivery may use it (7.7; decision 0731).
   */
  'supports_tool_only_delivery'?: (boolean);
  '_default_reasoning_effort'?: "default_reasoning_effort";
}

/**
 * A provider model (spec 2.13).
 */
export interface ProviderModel__Output {
  'id': (string);
  'name': (string);
  'provider': (string);
  'reasoning_model': (boolean);
  /**
   * disabled, manual, adaptive, always_adaptive.
   */
  'thinking_mode': (string);
  'supports_custom_sampling': (boolean);
  'supported_reasoning_efforts': (string)[];
  'default_reasoning_effort'?: (string);
  'api_surface': (string);
  'supported_prompt_cache_ttls': (string)[];
  /**
   * 5m or 1h.
   */
  'default_prompt_cache_ttl': (string);
  /**
   * Whether an agent in tool-only delivery may use it (7.7; decision 0731).
   */
  'supports_tool_only_delivery': (boolean);
  '_default_reasoning_effort'?: "default_reasoning_effort";
}
