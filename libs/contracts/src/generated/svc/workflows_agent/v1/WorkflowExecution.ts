// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ExecutionStep as _svc_workflows_agent_v1_ExecutionStep, ExecutionStep__Output as _svc_workflows_agent_v1_ExecutionStep__Output } from '../../../svc/workflows_agent/v1/ExecutionStep';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * A workflow execution (decision 0720).
 */
export interface WorkflowExecution {
  'id'?: (string);
  'workflow_id'?: (string);
  /**
   * running, waiting, handoff, ended, failed.
   */
  'status'?: (string);
  /**
   * The execution that accepts input next: this one, or the child (grandchild, ...) its call step waits on.
   */
  'resumable_execution_id'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  /**
   * Correlates the execution with the request that started it.
   */
  'tracking_id'?: (string);
  'started_at'?: (string);
  /**
   * Time of the last execution event.
   */
  'last_event_at'?: (string);
  'ended_at'?: (string);
  /**
   * The contacts conversation it talks in, once known.
   */
  'conversation_id'?: (string);
  /**
   * The number the execution sends from.
   */
  'phone_number_id'?: (string);
  /**
   * The contact's phone number (routes the conversation when given).
   */
  'phone_number'?: (string);
  /**
   * The contact's business-scoped user id or parent id (participant identity).
   */
  'recipient'?: (string);
  /**
   * inbound_message, api_call, whatsapp_event, project_event, call (a child).
   */
  'trigger_type'?: (string);
  /**
   * The step the execution is at.
   */
  'current_step'?: (_svc_workflows_agent_v1_ExecutionStep | null);
  /**
   * { vars, system, context, metadata } (reference §1.4).
   */
  'execution_context'?: (_google_protobuf_Struct | null);
  /**
   * Why it failed ({ code, message, node_id, ... }); absent unless failed.
   */
  'error_details'?: (_google_protobuf_Struct | null);
  /**
   * The execution whose call step started this one.
   */
  'parent_execution_id'?: (string);
  /**
   * wait_for_response or call, while waiting.
   */
  'waiting_reason'?: (string);
  /**
   * Observer executions (event triggers) are never routed inbound messages and send nothing by default.
   */
  'observer'?: (boolean);
  /**
   * When the current wait times out.
   */
  'timeout_at'?: (string);
  /**
   * The request that started it (decision 0018): the API call's x-request-id, the event's, a parent's; absent when none.
   */
  'request_id'?: (string);
  '_resumable_execution_id'?: "resumable_execution_id";
  '_ended_at'?: "ended_at";
  '_conversation_id'?: "conversation_id";
  '_phone_number_id'?: "phone_number_id";
  '_phone_number'?: "phone_number";
  '_recipient'?: "recipient";
  '_current_step'?: "current_step";
  '_error_details'?: "error_details";
  '_parent_execution_id'?: "parent_execution_id";
  '_waiting_reason'?: "waiting_reason";
  '_timeout_at'?: "timeout_at";
  '_request_id'?: "request_id";
}

/**
 * A workflow execution (decision 0720).
 */
export interface WorkflowExecution__Output {
  'id': (string);
  'workflow_id': (string);
  /**
   * running, waiting, handoff, ended, failed.
   */
  'status': (string);
  /**
   * The execution that accepts input next: this one, or the child (grandchild, ...) its call step waits on.
   */
  'resumable_execution_id'?: (string);
  'created_at': (string);
  'updated_at': (string);
  /**
   * Correlates the execution with the request that started it.
   */
  'tracking_id': (string);
  'started_at': (string);
  /**
   * Time of the last execution event.
   */
  'last_event_at': (string);
  'ended_at'?: (string);
  /**
   * The contacts conversation it talks in, once known.
   */
  'conversation_id'?: (string);
  /**
   * The number the execution sends from.
   */
  'phone_number_id'?: (string);
  /**
   * The contact's phone number (routes the conversation when given).
   */
  'phone_number'?: (string);
  /**
   * The contact's business-scoped user id or parent id (participant identity).
   */
  'recipient'?: (string);
  /**
   * inbound_message, api_call, whatsapp_event, project_event, call (a child).
   */
  'trigger_type': (string);
  /**
   * The step the execution is at.
   */
  'current_step'?: (_svc_workflows_agent_v1_ExecutionStep__Output | null);
  /**
   * { vars, system, context, metadata } (reference §1.4).
   */
  'execution_context': (_google_protobuf_Struct__Output | null);
  /**
   * Why it failed ({ code, message, node_id, ... }); absent unless failed.
   */
  'error_details'?: (_google_protobuf_Struct__Output | null);
  /**
   * The execution whose call step started this one.
   */
  'parent_execution_id'?: (string);
  /**
   * wait_for_response or call, while waiting.
   */
  'waiting_reason'?: (string);
  /**
   * Observer executions (event triggers) are never routed inbound messages and send nothing by default.
   */
  'observer': (boolean);
  /**
   * When the current wait times out.
   */
  'timeout_at'?: (string);
  /**
   * The request that started it (decision 0018): the API call's x-request-id, the event's, a parent's; absent when none.
   */
  'request_id'?: (string);
  '_resumable_execution_id'?: "resumable_execution_id";
  '_ended_at'?: "ended_at";
  '_conversation_id'?: "conversation_id";
  '_phone_number_id'?: "phone_number_id";
  '_phone_number'?: "phone_number";
  '_recipient'?: "recipient";
  '_current_step'?: "current_step";
  '_error_details'?: "error_details";
  '_parent_execution_id'?: "parent_execution_id";
  '_waiting_reason'?: "waiting_reason";
  '_timeout_at'?: "timeout_at";
  '_request_id'?: "request_id";
}
