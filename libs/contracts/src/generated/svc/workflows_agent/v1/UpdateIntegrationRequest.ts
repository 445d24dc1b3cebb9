// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface UpdateIntegrationRequest {
  'project_id'?: (string);
  'integration_id'?: (string);
  'name'?: (string);
  'configured_props'?: (_google_protobuf_Struct | null);
  'variable_definitions'?: (_google_protobuf_Struct | null);
  'dynamic_props_id'?: (string);
  'enabled'?: (boolean);
  'metadata'?: (_google_protobuf_Struct | null);
  'account_id'?: (string);
  '_name'?: "name";
  '_configured_props'?: "configured_props";
  '_variable_definitions'?: "variable_definitions";
  '_dynamic_props_id'?: "dynamic_props_id";
  '_enabled'?: "enabled";
  '_metadata'?: "metadata";
  '_account_id'?: "account_id";
}

export interface UpdateIntegrationRequest__Output {
  'project_id': (string);
  'integration_id': (string);
  'name'?: (string);
  'configured_props'?: (_google_protobuf_Struct__Output | null);
  'variable_definitions'?: (_google_protobuf_Struct__Output | null);
  'dynamic_props_id'?: (string);
  'enabled'?: (boolean);
  'metadata'?: (_google_protobuf_Struct__Output | null);
  'account_id'?: (string);
  '_name'?: "name";
  '_configured_props'?: "configured_props";
  '_variable_definitions'?: "variable_definitions";
  '_dynamic_props_id'?: "dynamic_props_id";
  '_enabled'?: "enabled";
  '_metadata'?: "metadata";
  '_account_id'?: "account_id";
}
