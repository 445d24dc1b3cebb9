// Original file: protos/svc/flows/v1/flows.proto

import type { FunctionInvocation as _svc_flows_v1_FunctionInvocation, FunctionInvocation__Output as _svc_flows_v1_FunctionInvocation__Output } from '../../../svc/flows/v1/FunctionInvocation';

export interface FunctionInvocationsResponse {
  'function_id'?: (string);
  'function_name'?: (string);
  'invocations'?: (_svc_flows_v1_FunctionInvocation)[];
}

export interface FunctionInvocationsResponse__Output {
  'function_id': (string);
  'function_name': (string);
  'invocations': (_svc_flows_v1_FunctionInvocation__Output)[];
}
