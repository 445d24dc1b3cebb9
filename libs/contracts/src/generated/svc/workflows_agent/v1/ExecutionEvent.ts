// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { ExecutionStep as _svc_workflows_agent_v1_ExecutionStep, ExecutionStep__Output as _svc_workflows_agent_v1_ExecutionStep__Output } from '../../../svc/workflows_agent/v1/ExecutionStep';

/**
 * One event of an execution's history.
 */
export interface ExecutionEvent {
  'id'?: (string);
  'execution_id'?: (string);
  /**
   * execution_started, step_started, step_completed, message_sent, input_received, wait_started,
   * wait_timed_out, child_started, child_completed, status_changed, execution_failed, ...
   */
  'event_type'?: (string);
  'created_at'?: (string);
  /**
   * inbound, outbound or internal.
   */
  'direction'?: (string);
  'edge_label'?: (string);
  'payload'?: (_google_protobuf_Struct | null);
  'step'?: (_svc_workflows_agent_v1_ExecutionStep | null);
  '_edge_label'?: "edge_label";
  '_step'?: "step";
}

/**
 * One event of an execution's history.
 */
export interface ExecutionEvent__Output {
  'id': (string);
  'execution_id': (string);
  /**
   * execution_started, step_started, step_completed, message_sent, input_received, wait_started,
   * wait_timed_out, child_started, child_completed, status_changed, execution_failed, ...
   */
  'event_type': (string);
  'created_at': (string);
  /**
   * inbound, outbound or internal.
   */
  'direction': (string);
  'edge_label'?: (string);
  'payload': (_google_protobuf_Struct__Output | null);
  'step'?: (_svc_workflows_agent_v1_ExecutionStep__Output | null);
  '_edge_label'?: "edge_label";
  '_step'?: "step";
}
