// Original file: protos/svc/flows/v1/flows.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * One recorded invocation of a function (spec 2.7).
 */
export interface FunctionInvocation {
  'id'?: (string);
  'status_code'?: (number);
  'duration_ms'?: (number);
  'request_body'?: (_google_protobuf_Struct | null);
  'response_body'?: (_google_protobuf_Struct | null);
  'error_message'?: (string);
  'edge_ray_id'?: (string);
  'created_at'?: (string);
  '_error_message'?: "error_message";
}

/**
 * One recorded invocation of a function (spec 2.7).
 */
export interface FunctionInvocation__Output {
  'id': (string);
  'status_code': (number);
  'duration_ms': (number);
  'request_body': (_google_protobuf_Struct__Output | null);
  'response_body': (_google_protobuf_Struct__Output | null);
  'error_message'?: (string);
  'edge_ray_id': (string);
  'created_at': (string);
  '_error_message'?: "error_message";
}
