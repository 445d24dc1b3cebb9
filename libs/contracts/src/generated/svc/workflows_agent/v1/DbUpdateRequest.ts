// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { QueryParam as _svc_workflows_agent_v1_QueryParam, QueryParam__Output as _svc_workflows_agent_v1_QueryParam__Output } from '../../../svc/workflows_agent/v1/QueryParam';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface DbUpdateRequest {
  'project_id'?: (string);
  'table'?: (string);
  'params'?: (_svc_workflows_agent_v1_QueryParam)[];
  /**
   * The columns to set.
   */
  'patch'?: (_google_protobuf_Struct | null);
}

export interface DbUpdateRequest__Output {
  'project_id': (string);
  'table': (string);
  'params': (_svc_workflows_agent_v1_QueryParam__Output)[];
  /**
   * The columns to set.
   */
  'patch': (_google_protobuf_Struct__Output | null);
}
