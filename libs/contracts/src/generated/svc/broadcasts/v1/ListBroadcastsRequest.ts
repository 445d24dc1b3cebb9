// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListBroadcastsRequest {
  'project_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
  /**
   * Filters; empty = any.
   */
  'status'?: (string);
  'phone_number_id'?: (string);
}

export interface ListBroadcastsRequest__Output {
  'project_id': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
  /**
   * Filters; empty = any.
   */
  'status': (string);
  'phone_number_id': (string);
}
