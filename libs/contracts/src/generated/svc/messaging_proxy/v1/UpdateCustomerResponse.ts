// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { Customer as _svc_messaging_proxy_v1_Customer, Customer__Output as _svc_messaging_proxy_v1_Customer__Output } from '../../../svc/messaging_proxy/v1/Customer';

export interface UpdateCustomerResponse {
  'customer'?: (_svc_messaging_proxy_v1_Customer | null);
}

export interface UpdateCustomerResponse__Output {
  'customer': (_svc_messaging_proxy_v1_Customer__Output | null);
}
