// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface CreateWorkflowRequest {
  'project_id'?: (string);
  'name'?: (string);
  'description'?: (string);
  /**
   * The graph JSON; absent: a lone start node.
   */
  'definition'?: (_google_protobuf_Struct | null);
  'message_debounce_seconds'?: (number);
  '_description'?: "description";
  '_definition'?: "definition";
  '_message_debounce_seconds'?: "message_debounce_seconds";
}

export interface CreateWorkflowRequest__Output {
  'project_id': (string);
  'name': (string);
  'description'?: (string);
  /**
   * The graph JSON; absent: a lone start node.
   */
  'definition'?: (_google_protobuf_Struct__Output | null);
  'message_debounce_seconds'?: (number);
  '_description'?: "description";
  '_definition'?: "definition";
  '_message_debounce_seconds'?: "message_debounce_seconds";
}
