// Original file: protos/svc/flows/v1/flows.proto

import type { InvocationStatus as _svc_flows_v1_InvocationStatus, InvocationStatus__Output as _svc_flows_v1_InvocationStatus__Output } from '../../../svc/flows/v1/InvocationStatus';

export interface ListFlowFunctionInvocationsRequest {
  'project_id'?: (string);
  'flow_id'?: (string);
  'status'?: (_svc_flows_v1_InvocationStatus);
  /**
   * 1 to 20; 0 = the default 10.
   */
  'limit'?: (number);
}

export interface ListFlowFunctionInvocationsRequest__Output {
  'project_id': (string);
  'flow_id': (string);
  'status': (_svc_flows_v1_InvocationStatus__Output);
  /**
   * 1 to 20; 0 = the default 10.
   */
  'limit': (number);
}
