// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListDisplayNameRequestsRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
}

export interface ListDisplayNameRequestsRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
}
