// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface CreateAgentRunRequest {
  'project_id'?: (string);
  'prompt'?: (string);
  'conversation_id'?: (string);
  'metadata'?: (_google_protobuf_Struct | null);
  /**
   * The agent settings (validated by the service: provider_model, system_prompt, temperature,
   * reasoning_effort, max_iterations, max_tokens, token_budget, timeout_seconds,
   * message_delivery_mode, enabled_default_tools, webhook_tools, integration_tools,
   * approval_required_tools).
   */
  'agent'?: (_google_protobuf_Struct | null);
  /**
   * The number built-in send tools send from (with a conversation: its number by default).
   */
  'phone_number_id'?: (string);
  '_conversation_id'?: "conversation_id";
  '_phone_number_id'?: "phone_number_id";
}

export interface CreateAgentRunRequest__Output {
  'project_id': (string);
  'prompt': (string);
  'conversation_id'?: (string);
  'metadata': (_google_protobuf_Struct__Output | null);
  /**
   * The agent settings (validated by the service: provider_model, system_prompt, temperature,
   * reasoning_effort, max_iterations, max_tokens, token_budget, timeout_seconds,
   * message_delivery_mode, enabled_default_tools, webhook_tools, integration_tools,
   * approval_required_tools).
   */
  'agent': (_google_protobuf_Struct__Output | null);
  /**
   * The number built-in send tools send from (with a conversation: its number by default).
   */
  'phone_number_id'?: (string);
  '_conversation_id'?: "conversation_id";
  '_phone_number_id'?: "phone_number_id";
}
