// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface ReloadConnectorPropsRequest {
  'project_id'?: (string);
  'action_id'?: (string);
  'configured_props'?: (_google_protobuf_Struct | null);
  'dynamic_props_id'?: (string);
  'account_id'?: (string);
  '_dynamic_props_id'?: "dynamic_props_id";
  '_account_id'?: "account_id";
}

export interface ReloadConnectorPropsRequest__Output {
  'project_id': (string);
  'action_id': (string);
  'configured_props': (_google_protobuf_Struct__Output | null);
  'dynamic_props_id'?: (string);
  'account_id'?: (string);
  '_dynamic_props_id'?: "dynamic_props_id";
  '_account_id'?: "account_id";
}
