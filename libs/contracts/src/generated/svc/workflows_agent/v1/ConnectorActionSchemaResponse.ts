// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ConnectorAction as _svc_workflows_agent_v1_ConnectorAction, ConnectorAction__Output as _svc_workflows_agent_v1_ConnectorAction__Output } from '../../../svc/workflows_agent/v1/ConnectorAction';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface ConnectorActionSchemaResponse {
  'action'?: (_svc_workflows_agent_v1_ConnectorAction | null);
  /**
   * The prop schemas as the connector gives them.
   */
  'configurable_props'?: (_google_protobuf_Struct)[];
}

export interface ConnectorActionSchemaResponse__Output {
  'action': (_svc_workflows_agent_v1_ConnectorAction__Output | null);
  /**
   * The prop schemas as the connector gives them.
   */
  'configurable_props': (_google_protobuf_Struct__Output)[];
}
