// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { AgentSettings as _svc_workflows_agent_v1_AgentSettings, AgentSettings__Output as _svc_workflows_agent_v1_AgentSettings__Output } from '../../../svc/workflows_agent/v1/AgentSettings';
import type { AgentToolCall as _svc_workflows_agent_v1_AgentToolCall, AgentToolCall__Output as _svc_workflows_agent_v1_AgentToolCall__Output } from '../../../svc/workflows_agent/v1/AgentToolCall';
import type { AgentRunError as _svc_workflows_agent_v1_AgentRunError, AgentRunError__Output as _svc_workflows_agent_v1_AgentRunError__Output } from '../../../svc/workflows_agent/v1/AgentRunError';
import type { AgentUsage as _svc_workflows_agent_v1_AgentUsage, AgentUsage__Output as _svc_workflows_agent_v1_AgentUsage__Output } from '../../../svc/workflows_agent/v1/AgentUsage';

/**
 * An agent run (spec 4.12 POST /agent/runs).
 */
export interface AgentRun {
  'id'?: (string);
  /**
   * queued, running, paused, waiting_for_approval, completed, failed, cancelled.
   */
  'status'?: (string);
  'prompt'?: (string);
  'conversation_id'?: (string);
  'metadata'?: (_google_protobuf_Struct | null);
  'agent'?: (_svc_workflows_agent_v1_AgentSettings | null);
  /**
   * Set while waiting_for_approval.
   */
  'pending_tool_call'?: (_svc_workflows_agent_v1_AgentToolCall | null);
  /**
   * The complete_task summary or the final assistant text.
   */
  'result'?: (string);
  'error'?: (_svc_workflows_agent_v1_AgentRunError | null);
  'usage'?: (_svc_workflows_agent_v1_AgentUsage | null);
  /**
   * Settings the model rules changed (e.g. temperature ignored under extended thinking).
   */
  'warnings'?: (string)[];
  'iterations'?: (number);
  'workflow_execution_id'?: (string);
  'phone_number_id'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  /**
   * The request that created it (decision 0018): the API call's x-request-id; absent when none.
   */
  'request_id'?: (string);
  '_conversation_id'?: "conversation_id";
  '_pending_tool_call'?: "pending_tool_call";
  '_result'?: "result";
  '_error'?: "error";
  '_workflow_execution_id'?: "workflow_execution_id";
  '_phone_number_id'?: "phone_number_id";
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
  '_request_id'?: "request_id";
}

/**
 * An agent run (spec 4.12 POST /agent/runs).
 */
export interface AgentRun__Output {
  'id': (string);
  /**
   * queued, running, paused, waiting_for_approval, completed, failed, cancelled.
   */
  'status': (string);
  'prompt': (string);
  'conversation_id'?: (string);
  'metadata': (_google_protobuf_Struct__Output | null);
  'agent': (_svc_workflows_agent_v1_AgentSettings__Output | null);
  /**
   * Set while waiting_for_approval.
   */
  'pending_tool_call'?: (_svc_workflows_agent_v1_AgentToolCall__Output | null);
  /**
   * The complete_task summary or the final assistant text.
   */
  'result'?: (string);
  'error'?: (_svc_workflows_agent_v1_AgentRunError__Output | null);
  'usage': (_svc_workflows_agent_v1_AgentUsage__Output | null);
  /**
   * Settings the model rules changed (e.g. temperature ignored under extended thinking).
   */
  'warnings': (string)[];
  'iterations': (number);
  'workflow_execution_id'?: (string);
  'phone_number_id'?: (string);
  'created_at': (string);
  'updated_at': (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  /**
   * The request that created it (decision 0018): the API call's x-request-id; absent when none.
   */
  'request_id'?: (string);
  '_conversation_id'?: "conversation_id";
  '_pending_tool_call'?: "pending_tool_call";
  '_result'?: "result";
  '_error'?: "error";
  '_workflow_execution_id'?: "workflow_execution_id";
  '_phone_number_id'?: "phone_number_id";
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
  '_request_id'?: "request_id";
}
