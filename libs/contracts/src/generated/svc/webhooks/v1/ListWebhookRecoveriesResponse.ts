// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { WebhookRecovery as _svc_webhooks_v1_WebhookRecovery, WebhookRecovery__Output as _svc_webhooks_v1_WebhookRecovery__Output } from '../../../svc/webhooks/v1/WebhookRecovery';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListWebhookRecoveriesResponse {
  'recoveries'?: (_svc_webhooks_v1_WebhookRecovery)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListWebhookRecoveriesResponse__Output {
  'recoveries': (_svc_webhooks_v1_WebhookRecovery__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
