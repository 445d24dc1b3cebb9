// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { WebhookRecovery as _svc_webhooks_v1_WebhookRecovery, WebhookRecovery__Output as _svc_webhooks_v1_WebhookRecovery__Output } from '../../../svc/webhooks/v1/WebhookRecovery';

export interface GetWebhookRecoveryResponse {
  'recovery'?: (_svc_webhooks_v1_WebhookRecovery | null);
}

export interface GetWebhookRecoveryResponse__Output {
  'recovery': (_svc_webhooks_v1_WebhookRecovery__Output | null);
}
