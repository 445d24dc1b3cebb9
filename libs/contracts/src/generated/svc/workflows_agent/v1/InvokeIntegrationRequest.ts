// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface InvokeIntegrationRequest {
  'project_id'?: (string);
  'integration_id'?: (string);
  /**
   * Values of the {{placeholders}} of configured_props.
   */
  'input'?: (_google_protobuf_Struct | null);
  /**
   * api, workflow or agent.
   */
  'source'?: (string);
}

export interface InvokeIntegrationRequest__Output {
  'project_id': (string);
  'integration_id': (string);
  /**
   * Values of the {{placeholders}} of configured_props.
   */
  'input': (_google_protobuf_Struct__Output | null);
  /**
   * api, workflow or agent.
   */
  'source': (string);
}
