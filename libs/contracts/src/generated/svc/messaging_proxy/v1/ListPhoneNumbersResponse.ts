// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { PhoneNumber as _svc_messaging_proxy_v1_PhoneNumber, PhoneNumber__Output as _svc_messaging_proxy_v1_PhoneNumber__Output } from '../../../svc/messaging_proxy/v1/PhoneNumber';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListPhoneNumbersResponse {
  'phone_numbers'?: (_svc_messaging_proxy_v1_PhoneNumber)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListPhoneNumbersResponse__Output {
  'phone_numbers': (_svc_messaging_proxy_v1_PhoneNumber__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
