// Original file: protos/svc/flows/v1/flows.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { InvokeResponseMode as _svc_flows_v1_InvokeResponseMode, InvokeResponseMode__Output as _svc_flows_v1_InvokeResponseMode__Output } from '../../../svc/flows/v1/InvokeResponseMode';
import type { HttpHeader as _svc_flows_v1_HttpHeader, HttpHeader__Output as _svc_flows_v1_HttpHeader__Output } from '../../../svc/flows/v1/HttpHeader';

export interface InvokeFunctionResponse {
  'invocation_id'?: (string);
  'status_code'?: (number);
  /**
   * The function's reply parsed as JSON (a non-JSON reply: {"text": "..."}).
   */
  'body'?: (_google_protobuf_Struct | null);
  'edge_ray_id'?: (string);
  'error_message'?: (string);
  /**
   * The function's mode: how the gateway answers the caller.
   */
  'response_mode'?: (_svc_flows_v1_InvokeResponseMode);
  /**
   * The function's body bytes as it sent them (the passthrough answer; live, not redacted).
   */
  'raw_body'?: (Buffer | Uint8Array | string);
  /**
   * The function's response headers (lower-case names) as it set them.
   */
  'headers'?: (_svc_flows_v1_HttpHeader)[];
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
  /**
   * The function's mode: how the gateway answers the caller.
   */
  'response_mode': (_svc_flows_v1_InvokeResponseMode__Output);
  /**
   * The function's body bytes as it sent them (the passthrough answer; live, not redacted).
   */
  'raw_body': (Buffer);
  /**
   * The function's response headers (lower-case names) as it set them.
   */
  'headers': (_svc_flows_v1_HttpHeader__Output)[];
  '_error_message'?: "error_message";
}
