// Original file: protos/svc/flows/v1/flows.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface CreateFlowVersionRequest {
  'project_id'?: (string);
  'flow_id'?: (string);
  'flow_json'?: (_google_protobuf_Struct | null);
}

export interface CreateFlowVersionRequest__Output {
  'project_id': (string);
  'flow_id': (string);
  'flow_json': (_google_protobuf_Struct__Output | null);
}
