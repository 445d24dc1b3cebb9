// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { AgentToolCall as _svc_workflows_agent_v1_AgentToolCall, AgentToolCall__Output as _svc_workflows_agent_v1_AgentToolCall__Output } from '../../../svc/workflows_agent/v1/AgentToolCall';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { AgentUsage as _svc_workflows_agent_v1_AgentUsage, AgentUsage__Output as _svc_workflows_agent_v1_AgentUsage__Output } from '../../../svc/workflows_agent/v1/AgentUsage';

/**
 * One persisted step of a run.
 */
export interface AgentRunStep {
  'index'?: (number);
  /**
   * model or tool.
   */
  'kind'?: (string);
  /**
   * model: completed; tool: started, completed, failed, rejected.
   */
  'status'?: (string);
  'text'?: (string);
  'tool_calls'?: (_svc_workflows_agent_v1_AgentToolCall)[];
  'tool_call_id'?: (string);
  'tool_name'?: (string);
  'result'?: (_google_protobuf_Struct | null);
  'usage'?: (_svc_workflows_agent_v1_AgentUsage | null);
  'created_at'?: (string);
  '_text'?: "text";
  '_tool_call_id'?: "tool_call_id";
  '_tool_name'?: "tool_name";
  '_usage'?: "usage";
}

/**
 * One persisted step of a run.
 */
export interface AgentRunStep__Output {
  'index': (number);
  /**
   * model or tool.
   */
  'kind': (string);
  /**
   * model: completed; tool: started, completed, failed, rejected.
   */
  'status': (string);
  'text'?: (string);
  'tool_calls': (_svc_workflows_agent_v1_AgentToolCall__Output)[];
  'tool_call_id'?: (string);
  'tool_name'?: (string);
  'result': (_google_protobuf_Struct__Output | null);
  'usage'?: (_svc_workflows_agent_v1_AgentUsage__Output | null);
  'created_at': (string);
  '_text'?: "text";
  '_tool_call_id'?: "tool_call_id";
  '_tool_name'?: "tool_name";
  '_usage'?: "usage";
}
