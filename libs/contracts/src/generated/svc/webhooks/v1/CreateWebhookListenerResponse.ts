// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { WebhookListener as _svc_webhooks_v1_WebhookListener, WebhookListener__Output as _svc_webhooks_v1_WebhookListener__Output } from '../../../svc/webhooks/v1/WebhookListener';

export interface CreateWebhookListenerResponse {
  'listener'?: (_svc_webhooks_v1_WebhookListener | null);
  /**
   * whsec_...: returned here only.
   */
  'secret'?: (string);
}

export interface CreateWebhookListenerResponse__Output {
  'listener': (_svc_webhooks_v1_WebhookListener__Output | null);
  /**
   * whsec_...: returned here only.
   */
  'secret': (string);
}
