// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface CreateProjectEventRequest {
  'project_id'?: (string);
  /**
   * Optional client id (UUID): a retry with the same id and content answers the stored event.
   */
  'id'?: (string);
  'name'?: (string);
  'occurred_at'?: (string);
  'conversation_id'?: (string);
  'properties'?: (_google_protobuf_Struct | null);
  '_id'?: "id";
  '_occurred_at'?: "occurred_at";
  '_conversation_id'?: "conversation_id";
}

export interface CreateProjectEventRequest__Output {
  'project_id': (string);
  /**
   * Optional client id (UUID): a retry with the same id and content answers the stored event.
   */
  'id'?: (string);
  'name': (string);
  'occurred_at'?: (string);
  'conversation_id'?: (string);
  'properties': (_google_protobuf_Struct__Output | null);
  '_id'?: "id";
  '_occurred_at'?: "occurred_at";
  '_conversation_id'?: "conversation_id";
}
