// Original file: protos/svc/flows/v1/flows.proto

import type { InvokeResponseMode as _svc_flows_v1_InvokeResponseMode, InvokeResponseMode__Output as _svc_flows_v1_InvokeResponseMode__Output } from '../../../svc/flows/v1/InvokeResponseMode';

export interface CreateFunctionRequest {
  'project_id'?: (string);
  'name'?: (string);
  'code'?: (string);
  'description'?: (string);
  /**
   * 0 = the service default.
   */
  'timeout_ms'?: (number);
  /**
   * Unspecified: passthrough.
   */
  'invoke_response_mode'?: (_svc_flows_v1_InvokeResponseMode);
  '_description'?: "description";
}

export interface CreateFunctionRequest__Output {
  'project_id': (string);
  'name': (string);
  'code': (string);
  'description'?: (string);
  /**
   * 0 = the service default.
   */
  'timeout_ms': (number);
  /**
   * Unspecified: passthrough.
   */
  'invoke_response_mode': (_svc_flows_v1_InvokeResponseMode__Output);
  '_description'?: "description";
}
