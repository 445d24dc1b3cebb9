// Original file: protos/svc/flows/v1/flows.proto

import type { FlowVersion as _svc_flows_v1_FlowVersion, FlowVersion__Output as _svc_flows_v1_FlowVersion__Output } from '../../../svc/flows/v1/FlowVersion';

export interface ListFlowVersionsResponse {
  'versions'?: (_svc_flows_v1_FlowVersion)[];
}

export interface ListFlowVersionsResponse__Output {
  'versions': (_svc_flows_v1_FlowVersion__Output)[];
}
