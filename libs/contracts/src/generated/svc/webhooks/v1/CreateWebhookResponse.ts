// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { Webhook as _svc_webhooks_v1_Webhook, Webhook__Output as _svc_webhooks_v1_Webhook__Output } from '../../../svc/webhooks/v1/Webhook';

export interface CreateWebhookResponse {
  'webhook'?: (_svc_webhooks_v1_Webhook | null);
  /**
   * `whsec_` + base64 of 32 random bytes; shown only here and on rotation.
   */
  'secret'?: (string);
}

export interface CreateWebhookResponse__Output {
  'webhook': (_svc_webhooks_v1_Webhook__Output | null);
  /**
   * `whsec_` + base64 of 32 random bytes; shown only here and on rotation.
   */
  'secret': (string);
}
