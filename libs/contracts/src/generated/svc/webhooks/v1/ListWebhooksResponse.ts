// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { Webhook as _svc_webhooks_v1_Webhook, Webhook__Output as _svc_webhooks_v1_Webhook__Output } from '../../../svc/webhooks/v1/Webhook';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListWebhooksResponse {
  'webhooks'?: (_svc_webhooks_v1_Webhook)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListWebhooksResponse__Output {
  'webhooks': (_svc_webhooks_v1_Webhook__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
