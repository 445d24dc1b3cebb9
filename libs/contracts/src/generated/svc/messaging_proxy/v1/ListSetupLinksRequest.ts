// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';
import type { SetupLinkStatus as _svc_messaging_proxy_v1_SetupLinkStatus, SetupLinkStatus__Output as _svc_messaging_proxy_v1_SetupLinkStatus__Output } from '../../../svc/messaging_proxy/v1/SetupLinkStatus';

export interface ListSetupLinksRequest {
  'project_id'?: (string);
  'customer_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
  /**
   * Unspecified: every status.
   */
  'status'?: (_svc_messaging_proxy_v1_SetupLinkStatus);
}

export interface ListSetupLinksRequest__Output {
  'project_id': (string);
  'customer_id': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
  /**
   * Unspecified: every status.
   */
  'status': (_svc_messaging_proxy_v1_SetupLinkStatus__Output);
}
