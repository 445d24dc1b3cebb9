// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { WebhookRecovery as _svc_webhooks_v1_WebhookRecovery, WebhookRecovery__Output as _svc_webhooks_v1_WebhookRecovery__Output } from '../../../svc/webhooks/v1/WebhookRecovery';

export interface RecoverWebhookResponse {
  'recovery'?: (_svc_webhooks_v1_WebhookRecovery | null);
  /**
   * False when an identical recovery already queued or running was returned.
   */
  'created'?: (boolean);
}

export interface RecoverWebhookResponse__Output {
  'recovery': (_svc_webhooks_v1_WebhookRecovery__Output | null);
  /**
   * False when an identical recovery already queued or running was returned.
   */
  'created': (boolean);
}
