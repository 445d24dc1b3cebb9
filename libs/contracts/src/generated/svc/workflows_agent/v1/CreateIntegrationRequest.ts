// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface CreateIntegrationRequest {
  'project_id'?: (string);
  'action_id'?: (string);
  'app_slug'?: (string);
  'app_name'?: (string);
  'name'?: (string);
  'configured_props'?: (_google_protobuf_Struct | null);
  'variable_definitions'?: (_google_protobuf_Struct | null);
  'dynamic_props_id'?: (string);
  /**
   * The connector account (apn_...) the action runs with.
   */
  'account_id'?: (string);
  'metadata'?: (_google_protobuf_Struct | null);
  'enabled'?: (boolean);
  '_app_name'?: "app_name";
  '_name'?: "name";
  '_dynamic_props_id'?: "dynamic_props_id";
  '_account_id'?: "account_id";
  '_enabled'?: "enabled";
}

export interface CreateIntegrationRequest__Output {
  'project_id': (string);
  'action_id': (string);
  'app_slug': (string);
  'app_name'?: (string);
  'name'?: (string);
  'configured_props': (_google_protobuf_Struct__Output | null);
  'variable_definitions': (_google_protobuf_Struct__Output | null);
  'dynamic_props_id'?: (string);
  /**
   * The connector account (apn_...) the action runs with.
   */
  'account_id'?: (string);
  'metadata': (_google_protobuf_Struct__Output | null);
  'enabled'?: (boolean);
  '_app_name'?: "app_name";
  '_name'?: "name";
  '_dynamic_props_id'?: "dynamic_props_id";
  '_account_id'?: "account_id";
  '_enabled'?: "enabled";
}
