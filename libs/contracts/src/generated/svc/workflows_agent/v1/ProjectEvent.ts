// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * A project event (decision 0743): posted through the API (source `api`) or emitted by a workflow's
 * emit_event node (source `workflow`, with the execution).
 */
export interface ProjectEvent {
  'id'?: (string);
  'name'?: (string);
  'occurred_at'?: (string);
  'conversation_id'?: (string);
  'properties'?: (_google_protobuf_Struct | null);
  /**
   * api | workflow
   */
  'source'?: (string);
  'workflow_id'?: (string);
  'execution_id'?: (string);
  'created_at'?: (string);
  /**
   * Executions of project_event workflows this event started.
   */
  'started_execution_ids'?: (string)[];
  '_conversation_id'?: "conversation_id";
  '_workflow_id'?: "workflow_id";
  '_execution_id'?: "execution_id";
}

/**
 * A project event (decision 0743): posted through the API (source `api`) or emitted by a workflow's
 * emit_event node (source `workflow`, with the execution).
 */
export interface ProjectEvent__Output {
  'id': (string);
  'name': (string);
  'occurred_at': (string);
  'conversation_id'?: (string);
  'properties': (_google_protobuf_Struct__Output | null);
  /**
   * api | workflow
   */
  'source': (string);
  'workflow_id'?: (string);
  'execution_id'?: (string);
  'created_at': (string);
  /**
   * Executions of project_event workflows this event started.
   */
  'started_execution_ids': (string)[];
  '_conversation_id'?: "conversation_id";
  '_workflow_id'?: "workflow_id";
  '_execution_id'?: "execution_id";
}
