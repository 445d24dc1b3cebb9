// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { SetupLink as _svc_messaging_proxy_v1_SetupLink, SetupLink__Output as _svc_messaging_proxy_v1_SetupLink__Output } from '../../../svc/messaging_proxy/v1/SetupLink';

export interface RevokeSetupLinkResponse {
  'setup_link'?: (_svc_messaging_proxy_v1_SetupLink | null);
}

export interface RevokeSetupLinkResponse__Output {
  'setup_link': (_svc_messaging_proxy_v1_SetupLink__Output | null);
}
