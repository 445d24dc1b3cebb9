// Original file: protos/svc/flows/v1/flows.proto

import type { Flow as _svc_flows_v1_Flow, Flow__Output as _svc_flows_v1_Flow__Output } from '../../../svc/flows/v1/Flow';

export interface SyncFlowsResponse {
  /**
   * Flows created here by the sync (pulled from the upstream).
   */
  'created'?: (_svc_flows_v1_Flow)[];
  /**
   * Flows already known whose state was refreshed.
   */
  'updated'?: (_svc_flows_v1_Flow)[];
}

export interface SyncFlowsResponse__Output {
  /**
   * Flows created here by the sync (pulled from the upstream).
   */
  'created': (_svc_flows_v1_Flow__Output)[];
  /**
   * Flows already known whose state was refreshed.
   */
  'updated': (_svc_flows_v1_Flow__Output)[];
}
