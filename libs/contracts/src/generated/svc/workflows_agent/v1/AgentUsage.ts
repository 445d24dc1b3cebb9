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
}
