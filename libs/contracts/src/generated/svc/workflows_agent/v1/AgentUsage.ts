// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * Tokens and cost of a model call, or summed over a run.
 */
export interface AgentUsage {
  'input_tokens'?: (number);
  'output_tokens'?: (number);
  'reasoning_tokens'?: (number);
  'total_tokens'?: (number);
  /**
   * US dollars at the catalog's prices.
   */
  'cost_usd'?: (number | string);
  /**
   * Of input_tokens, those the provider's prompt cache served and stored (model steps; decision 0738).
   */
  'cache_read_input_tokens'?: (number);
  'cache_write_input_tokens'?: (number);
  '_cache_read_input_tokens'?: "cache_read_input_tokens";
  '_cache_write_input_tokens'?: "cache_write_input_tokens";
}

/**
 * Tokens and cost of a model call, or summed over a run.
 */
export interface AgentUsage__Output {
  'input_tokens': (number);
  'output_tokens': (number);
  'reasoning_tokens': (number);
  'total_tokens': (number);
  /**
   * US dollars at the catalog's prices.
   */
  'cost_usd': (number);
  /**
   * Of input_tokens, those the provider's prompt cache served and stored (model steps; decision 0738).
   */
  'cache_read_input_tokens'?: (number);
  'cache_write_input_tokens'?: (number);
  '_cache_read_input_tokens'?: "cache_read_input_tokens";
  '_cache_write_input_tokens'?: "cache_write_input_tokens";
}
