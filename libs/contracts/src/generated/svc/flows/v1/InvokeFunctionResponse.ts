// Original file: protos/svc/flows/v1/flows.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface InvokeFunctionResponse {
  'invocation_id'?: (string);
  'status_code'?: (number);
  /**
   * The function's reply parsed as JSON (a non-JSON reply: {"text": "..."}).
   */
  'body'?: (_google_protobuf_Struct | null);
  'edge_ray_id'?: (string);
  'error_message'?: (string);
  '_error_message'?: "error_message";
}

export interface InvokeFunctionResponse__Output {
  'invocation_id': (string);
  'status_code': (number);
  /**
   * The function's reply parsed as JSON (a non-JSON reply: {"text": "..."}).
   */
  'body': (_google_protobuf_Struct__Output | null);
  'edge_ray_id': (string);
  'error_message'?: (string);
  '_error_message'?: "error_message";
}
