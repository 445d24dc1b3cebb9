// Original file: protos/svc/flows/v1/flows.proto

import type { Flow as _svc_flows_v1_Flow, Flow__Output as _svc_flows_v1_Flow__Output } from '../../../svc/flows/v1/Flow';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListFlowsResponse {
  'flows'?: (_svc_flows_v1_Flow)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListFlowsResponse__Output {
  'flows': (_svc_flows_v1_Flow__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
