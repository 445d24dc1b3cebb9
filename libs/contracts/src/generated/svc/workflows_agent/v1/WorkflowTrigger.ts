// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * A trigger: what starts executions of a workflow (reference §1.5, decision 0713).
 */
export interface WorkflowTrigger {
  'id'?: (string);
  'workflow_id'?: (string);
  /**
   * inbound_message, api_call, messaging_event, project_event.
   */
  'trigger_type'?: (string);
  'active'?: (boolean);
  'display_name'?: (string);
  /**
   * inbound_message (required) and messaging_event (optional filter): the number.
   */
  'phone_number_id'?: (string);
  /**
   * messaging_event: messaging.message.received|sent|failed, messaging.conversation.created|ended,
   * messaging.thread.control_received.
   */
  'event'?: (string);
  /**
   * project_event: { event_name, property_key?, operator? (eq|gt|gte|lt|lte), property_value? }.
   */
  'triggerable_attributes'?: (_google_protobuf_Struct | null);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_phone_number_id'?: "phone_number_id";
  '_event'?: "event";
  '_triggerable_attributes'?: "triggerable_attributes";
}

/**
 * A trigger: what starts executions of a workflow (reference §1.5, decision 0713).
 */
export interface WorkflowTrigger__Output {
  'id': (string);
  'workflow_id': (string);
  /**
   * inbound_message, api_call, messaging_event, project_event.
   */
  'trigger_type': (string);
  'active': (boolean);
  'display_name': (string);
  /**
   * inbound_message (required) and messaging_event (optional filter): the number.
   */
  'phone_number_id'?: (string);
  /**
   * messaging_event: messaging.message.received|sent|failed, messaging.conversation.created|ended,
   * messaging.thread.control_received.
   */
  'event'?: (string);
  /**
   * project_event: { event_name, property_key?, operator? (eq|gt|gte|lt|lte), property_value? }.
   */
  'triggerable_attributes'?: (_google_protobuf_Struct__Output | null);
  'created_at': (string);
  'updated_at': (string);
  '_phone_number_id'?: "phone_number_id";
  '_event'?: "event";
  '_triggerable_attributes'?: "triggerable_attributes";
}
