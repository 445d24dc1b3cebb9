// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface DbRowResponse {
  'row'?: (_google_protobuf_Struct | null);
}

export interface DbRowResponse__Output {
  'row': (_google_protobuf_Struct__Output | null);
}
