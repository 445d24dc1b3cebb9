// Original file: protos/svc/flows/v1/flows.proto

import type { Flow as _svc_flows_v1_Flow, Flow__Output as _svc_flows_v1_Flow__Output } from '../../../svc/flows/v1/Flow';

export interface GetFlowResponse {
  'flow'?: (_svc_flows_v1_Flow | null);
}

export interface GetFlowResponse__Output {
  'flow': (_svc_flows_v1_Flow__Output | null);
}
