// Original file: protos/svc/flows/v1/flows.proto

import type { Function as _svc_flows_v1_Function, Function__Output as _svc_flows_v1_Function__Output } from '../../../svc/flows/v1/Function';

export interface FunctionResponse {
  'function'?: (_svc_flows_v1_Function | null);
}

export interface FunctionResponse__Output {
  'function': (_svc_flows_v1_Function__Output | null);
}
