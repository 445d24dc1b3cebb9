// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface ConfigureConnectorPropResponse {
  /**
   * [{ label, value }]
   */
  'options'?: (_google_protobuf_Struct)[];
  'errors'?: (string)[];
}

export interface ConfigureConnectorPropResponse__Output {
  /**
   * [{ label, value }]
   */
  'options': (_google_protobuf_Struct__Output)[];
  'errors': (string)[];
}
