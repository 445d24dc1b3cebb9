// Original file: protos/svc/flows/v1/flows.proto

import type { Flow as _svc_flows_v1_Flow, Flow__Output as _svc_flows_v1_Flow__Output } from '../../../svc/flows/v1/Flow';
import type { FlowVersion as _svc_flows_v1_FlowVersion, FlowVersion__Output as _svc_flows_v1_FlowVersion__Output } from '../../../svc/flows/v1/FlowVersion';

export interface FlowResponse {
  'flow'?: (_svc_flows_v1_Flow | null);
  /**
   * The latest version after a command that made one (create, clone).
   */
  'version'?: (_svc_flows_v1_FlowVersion | null);
  '_version'?: "version";
}

export interface FlowResponse__Output {
  'flow': (_svc_flows_v1_Flow__Output | null);
  /**
   * The latest version after a command that made one (create, clone).
   */
  'version'?: (_svc_flows_v1_FlowVersion__Output | null);
  '_version'?: "version";
}
