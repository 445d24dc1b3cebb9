// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface FindingEventSample {
  'id'?: (string);
  'occurred_at'?: (string);
  'conversation_id'?: (string);
  'detail'?: (_google_protobuf_Struct | null);
  '_conversation_id'?: "conversation_id";
}

export interface FindingEventSample__Output {
  'id': (string);
  'occurred_at': (string);
  'conversation_id'?: (string);
  'detail': (_google_protobuf_Struct__Output | null);
  '_conversation_id'?: "conversation_id";
}
