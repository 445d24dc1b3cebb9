// Original file: protos/svc/flows/v1/flows.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListFunctionsRequest {
  'project_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
}

export interface ListFunctionsRequest__Output {
  'project_id': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
}
