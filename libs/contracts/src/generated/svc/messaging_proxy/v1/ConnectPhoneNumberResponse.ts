// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { PhoneNumber as _svc_messaging_proxy_v1_PhoneNumber, PhoneNumber__Output as _svc_messaging_proxy_v1_PhoneNumber__Output } from '../../../svc/messaging_proxy/v1/PhoneNumber';

export interface ConnectPhoneNumberResponse {
  'phone_number'?: (_svc_messaging_proxy_v1_PhoneNumber | null);
}

export interface ConnectPhoneNumberResponse__Output {
  'phone_number': (_svc_messaging_proxy_v1_PhoneNumber__Output | null);
}
