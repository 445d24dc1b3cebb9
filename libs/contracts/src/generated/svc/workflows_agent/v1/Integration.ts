// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { ConnectorAccount as _svc_workflows_agent_v1_ConnectorAccount, ConnectorAccount__Output as _svc_workflows_agent_v1_ConnectorAccount__Output } from '../../../svc/workflows_agent/v1/ConnectorAccount';

/**
 * A saved, configured third-party action (spec 2.4).
 */
export interface Integration {
  'id'?: (string);
  'action_id'?: (string);
  'app_slug'?: (string);
  'app_name'?: (string);
  'action_name'?: (string);
  'name'?: (string);
  'enabled'?: (boolean);
  'metadata'?: (_google_protobuf_Struct | null);
  'configured_props'?: (_google_protobuf_Struct | null);
  'variable_definitions'?: (_google_protobuf_Struct | null);
  'dynamic_props_id'?: (string);
  'connector_account'?: (_svc_workflows_agent_v1_ConnectorAccount | null);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_dynamic_props_id'?: "dynamic_props_id";
}

/**
 * A saved, configured third-party action (spec 2.4).
 */
export interface Integration__Output {
  'id': (string);
  'action_id': (string);
  'app_slug': (string);
  'app_name': (string);
  'action_name': (string);
  'name': (string);
  'enabled': (boolean);
  'metadata': (_google_protobuf_Struct__Output | null);
  'configured_props': (_google_protobuf_Struct__Output | null);
  'variable_definitions': (_google_protobuf_Struct__Output | null);
  'dynamic_props_id'?: (string);
  'connector_account': (_svc_workflows_agent_v1_ConnectorAccount__Output | null);
  'created_at': (string);
  'updated_at': (string);
  '_dynamic_props_id'?: "dynamic_props_id";
}
