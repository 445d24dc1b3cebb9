/** Agent runs as the API answers them (`svc.workflows_agent.v1.AgentRun`, `AgentRunStep`). */

export interface AgentToolCall {
  tool_call_id: string;
  tool_name: string;
  arguments: Record<string, unknown>;
}

export interface AgentUsage {
  input_tokens: number;
  output_tokens: number;
  reasoning_tokens: number;
  total_tokens: number;
  cost_usd: number;
  cache_read_input_tokens?: number | null;
  cache_write_input_tokens?: number | null;
}

export interface AgentSettings {
  provider_model: string;
  provider: string;
  system_prompt: string | null;
  temperature: number | null;
  reasoning_effort: string | null;
  max_iterations: number;
  max_tokens: number;
  token_budget: number;
  timeout_seconds: number;
  message_delivery_mode: string;
  tools: string[];
  approval_required_tools: string[];
  prompt_cache_ttl: string | null;
}

export interface AgentRun {
  id: string;
  status: string;
  prompt: string;
  conversation_id: string | null;
  metadata: Record<string, unknown>;
  agent: AgentSettings;
  pending_tool_call: AgentToolCall | null;
  result: string | null;
  error: { code: string; message: string } | null;
  usage: AgentUsage;
  warnings: string[];
  iterations: number;
  workflow_execution_id: string | null;
  phone_number_id: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
  request_id: string | null;
}

export interface AgentRunStep {
  index: number;
  kind: string;
  status: string;
  text: string | null;
  tool_calls: AgentToolCall[];
  tool_call_id: string | null;
  tool_name: string | null;
  result: Record<string, unknown>;
  usage: AgentUsage | null;
  created_at: string;
}
