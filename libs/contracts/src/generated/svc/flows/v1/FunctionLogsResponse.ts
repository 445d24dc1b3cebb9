// Original file: protos/svc/flows/v1/flows.proto

import type { FunctionLog as _svc_flows_v1_FunctionLog, FunctionLog__Output as _svc_flows_v1_FunctionLog__Output } from '../../../svc/flows/v1/FunctionLog';

export interface FunctionLogsResponse {
  'function_id'?: (string);
  'function_name'?: (string);
  'logs'?: (_svc_flows_v1_FunctionLog)[];
}

export interface FunctionLogsResponse__Output {
  'function_id': (string);
  'function_name': (string);
  'logs': (_svc_flows_v1_FunctionLog__Output)[];
}
