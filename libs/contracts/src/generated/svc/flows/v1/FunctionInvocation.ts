// Original file: protos/svc/flows/v1/flows.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { ConsoleLog as _svc_flows_v1_ConsoleLog, ConsoleLog__Output as _svc_flows_v1_ConsoleLog__Output } from '../../../svc/flows/v1/ConsoleLog';

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
  /**
   * What the function wrote with console.* during the invocation (at most 100 lines of 2,000
   * characters; secrets redacted). Empty for an upstream notification.
   */
  'console_logs'?: (_svc_flows_v1_ConsoleLog)[];
  /**
   * invocation (the function ran or was refused before it) or upstream_notification (the upstream
   * reported a problem with the flow's data endpoint: request_body is its notification).
   */
  'kind'?: (string);
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
  /**
   * What the function wrote with console.* during the invocation (at most 100 lines of 2,000
   * characters; secrets redacted). Empty for an upstream notification.
   */
  'console_logs': (_svc_flows_v1_ConsoleLog__Output)[];
  /**
   * invocation (the function ran or was refused before it) or upstream_notification (the upstream
   * reported a problem with the flow's data endpoint: request_body is its notification).
   */
  'kind': (string);
  '_error_message'?: "error_message";
}
