// Original file: protos/svc/flows/v1/flows.proto

import type { InvokeResponseMode as _svc_flows_v1_InvokeResponseMode, InvokeResponseMode__Output as _svc_flows_v1_InvokeResponseMode__Output } from '../../../svc/flows/v1/InvokeResponseMode';

export interface UpdateFunctionRequest {
  'project_id'?: (string);
  'function_id'?: (string);
  'name'?: (string);
  'code'?: (string);
  'description'?: (string);
  'timeout_ms'?: (number);
  /**
   * Unspecified: unchanged.
   */
  'invoke_response_mode'?: (_svc_flows_v1_InvokeResponseMode);
  '_name'?: "name";
  '_code'?: "code";
  '_description'?: "description";
  '_timeout_ms'?: "timeout_ms";
}

export interface UpdateFunctionRequest__Output {
  'project_id': (string);
  'function_id': (string);
  'name'?: (string);
  'code'?: (string);
  'description'?: (string);
  'timeout_ms'?: (number);
  /**
   * Unspecified: unchanged.
   */
  'invoke_response_mode': (_svc_flows_v1_InvokeResponseMode__Output);
  '_name'?: "name";
  '_code'?: "code";
  '_description'?: "description";
  '_timeout_ms'?: "timeout_ms";
}
