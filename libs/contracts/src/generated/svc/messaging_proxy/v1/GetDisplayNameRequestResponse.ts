// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { DisplayNameRequest as _svc_messaging_proxy_v1_DisplayNameRequest, DisplayNameRequest__Output as _svc_messaging_proxy_v1_DisplayNameRequest__Output } from '../../../svc/messaging_proxy/v1/DisplayNameRequest';

export interface GetDisplayNameRequestResponse {
  'display_name_request'?: (_svc_messaging_proxy_v1_DisplayNameRequest | null);
}

export interface GetDisplayNameRequestResponse__Output {
  'display_name_request': (_svc_messaging_proxy_v1_DisplayNameRequest__Output | null);
}
