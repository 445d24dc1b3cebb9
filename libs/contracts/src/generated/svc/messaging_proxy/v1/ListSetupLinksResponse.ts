// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { SetupLink as _svc_messaging_proxy_v1_SetupLink, SetupLink__Output as _svc_messaging_proxy_v1_SetupLink__Output } from '../../../svc/messaging_proxy/v1/SetupLink';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListSetupLinksResponse {
  'setup_links'?: (_svc_messaging_proxy_v1_SetupLink)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListSetupLinksResponse__Output {
  'setup_links': (_svc_messaging_proxy_v1_SetupLink__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
