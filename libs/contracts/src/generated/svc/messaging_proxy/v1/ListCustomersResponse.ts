// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { Customer as _svc_messaging_proxy_v1_Customer, Customer__Output as _svc_messaging_proxy_v1_Customer__Output } from '../../../svc/messaging_proxy/v1/Customer';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListCustomersResponse {
  'customers'?: (_svc_messaging_proxy_v1_Customer)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListCustomersResponse__Output {
  'customers': (_svc_messaging_proxy_v1_Customer__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
