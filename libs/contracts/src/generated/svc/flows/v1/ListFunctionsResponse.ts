// Original file: protos/svc/flows/v1/flows.proto

import type { Function as _svc_flows_v1_Function, Function__Output as _svc_flows_v1_Function__Output } from '../../../svc/flows/v1/Function';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListFunctionsResponse {
  'functions'?: (_svc_flows_v1_Function)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListFunctionsResponse__Output {
  'functions': (_svc_flows_v1_Function__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
