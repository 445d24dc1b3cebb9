// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { DisplayNameRequest as _svc_messaging_proxy_v1_DisplayNameRequest, DisplayNameRequest__Output as _svc_messaging_proxy_v1_DisplayNameRequest__Output } from '../../../svc/messaging_proxy/v1/DisplayNameRequest';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListDisplayNameRequestsResponse {
  'display_name_requests'?: (_svc_messaging_proxy_v1_DisplayNameRequest)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListDisplayNameRequestsResponse__Output {
  'display_name_requests': (_svc_messaging_proxy_v1_DisplayNameRequest__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
