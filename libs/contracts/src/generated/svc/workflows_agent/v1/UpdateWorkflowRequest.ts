// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface UpdateWorkflowRequest {
  'project_id'?: (string);
  'workflow_id'?: (string);
  /**
   * The version the change is based on (required).
   */
  'lock_version'?: (number);
  'name'?: (string);
  /**
   * An empty string clears it.
   */
  'description'?: (string);
  /**
   * draft, active, paused, archived (the same rules as SetWorkflowStatus).
   */
  'status'?: (string);
  'definition'?: (_google_protobuf_Struct | null);
  'message_debounce_seconds'?: (number);
  '_name'?: "name";
  '_description'?: "description";
  '_status'?: "status";
  '_definition'?: "definition";
  '_message_debounce_seconds'?: "message_debounce_seconds";
}

export interface UpdateWorkflowRequest__Output {
  'project_id': (string);
  'workflow_id': (string);
  /**
   * The version the change is based on (required).
   */
  'lock_version': (number);
  'name'?: (string);
  /**
   * An empty string clears it.
   */
  'description'?: (string);
  /**
   * draft, active, paused, archived (the same rules as SetWorkflowStatus).
   */
  'status'?: (string);
  'definition'?: (_google_protobuf_Struct__Output | null);
  'message_debounce_seconds'?: (number);
  '_name'?: "name";
  '_description'?: "description";
  '_status'?: "status";
  '_definition'?: "definition";
  '_message_debounce_seconds'?: "message_debounce_seconds";
}
