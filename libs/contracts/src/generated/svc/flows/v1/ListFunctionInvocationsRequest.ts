// Original file: protos/svc/flows/v1/flows.proto

import type { InvocationStatus as _svc_flows_v1_InvocationStatus, InvocationStatus__Output as _svc_flows_v1_InvocationStatus__Output } from '../../../svc/flows/v1/InvocationStatus';

export interface ListFunctionInvocationsRequest {
  'project_id'?: (string);
  'function_id'?: (string);
  'status'?: (_svc_flows_v1_InvocationStatus);
  'limit'?: (number);
}

export interface ListFunctionInvocationsRequest__Output {
  'project_id': (string);
  'function_id': (string);
  'status': (_svc_flows_v1_InvocationStatus__Output);
  'limit': (number);
}
