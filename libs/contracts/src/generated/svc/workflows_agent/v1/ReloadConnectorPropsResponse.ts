// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface ReloadConnectorPropsResponse {
  'dynamic_props_id'?: (string);
  'configurable_props'?: (_google_protobuf_Struct)[];
  'errors'?: (string)[];
  '_dynamic_props_id'?: "dynamic_props_id";
}

export interface ReloadConnectorPropsResponse__Output {
  'dynamic_props_id'?: (string);
  'configurable_props': (_google_protobuf_Struct__Output)[];
  'errors': (string)[];
  '_dynamic_props_id'?: "dynamic_props_id";
}
