// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * A tool call the model made.
 */
export interface AgentToolCall {
  'tool_call_id'?: (string);
  'tool_name'?: (string);
  'arguments'?: (_google_protobuf_Struct | null);
}

/**
 * A tool call the model made.
 */
export interface AgentToolCall__Output {
  'tool_call_id': (string);
  'tool_name': (string);
  'arguments': (_google_protobuf_Struct__Output | null);
}
