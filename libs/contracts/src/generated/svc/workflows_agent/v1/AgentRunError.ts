// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface AgentRunError {
  /**
   * e.g. provider_rate_limited, provider_overloaded, provider_error, max_iterations_reached,
   * token_budget_exceeded, timeout, tool_failed.
   */
  'code'?: (string);
  'message'?: (string);
}

export interface AgentRunError__Output {
  /**
   * e.g. provider_rate_limited, provider_overloaded, provider_error, max_iterations_reached,
   * token_budget_exceeded, timeout, tool_failed.
   */
  'code': (string);
  'message': (string);
}
