// Original file: protos/svc/flows/v1/flows.proto

import type { FlowVersion as _svc_flows_v1_FlowVersion, FlowVersion__Output as _svc_flows_v1_FlowVersion__Output } from '../../../svc/flows/v1/FlowVersion';

export interface FlowVersionResponse {
  'version'?: (_svc_flows_v1_FlowVersion | null);
}

export interface FlowVersionResponse__Output {
  'version': (_svc_flows_v1_FlowVersion__Output | null);
}
