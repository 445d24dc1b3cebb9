// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListSetupLinksRequest {
  'project_id'?: (string);
  'customer_id'?: (string);
  /**
   * Empty: every status.
   */
  'status'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
}

export interface ListSetupLinksRequest__Output {
  'project_id': (string);
  'customer_id': (string);
  /**
   * Empty: every status.
   */
  'status': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
}
