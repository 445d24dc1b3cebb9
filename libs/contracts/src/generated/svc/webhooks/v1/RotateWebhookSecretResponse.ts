// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { Webhook as _svc_webhooks_v1_Webhook, Webhook__Output as _svc_webhooks_v1_Webhook__Output } from '../../../svc/webhooks/v1/Webhook';

export interface RotateWebhookSecretResponse {
  'webhook'?: (_svc_webhooks_v1_Webhook | null);
  /**
   * The new secret; shown only here.
   */
  'secret'?: (string);
}

export interface RotateWebhookSecretResponse__Output {
  'webhook': (_svc_webhooks_v1_Webhook__Output | null);
  /**
   * The new secret; shown only here.
   */
  'secret': (string);
}
