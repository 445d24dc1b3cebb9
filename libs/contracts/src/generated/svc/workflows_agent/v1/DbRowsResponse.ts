// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * Rows: id, the user columns, created_at, updated_at.
 */
export interface DbRowsResponse {
  'rows'?: (_google_protobuf_Struct)[];
}

/**
 * Rows: id, the user columns, created_at, updated_at.
 */
export interface DbRowsResponse__Output {
  'rows': (_google_protobuf_Struct__Output)[];
}
