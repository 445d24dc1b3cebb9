// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { WebhookListener as _svc_webhooks_v1_WebhookListener, WebhookListener__Output as _svc_webhooks_v1_WebhookListener__Output } from '../../../svc/webhooks/v1/WebhookListener';

export interface KeepWebhookListenerResponse {
  'listener'?: (_svc_webhooks_v1_WebhookListener | null);
  /**
   * Bus core subject its frames are published on (internal; not shown by the public API).
   */
  'subject'?: (string);
}

export interface KeepWebhookListenerResponse__Output {
  'listener': (_svc_webhooks_v1_WebhookListener__Output | null);
  /**
   * Bus core subject its frames are published on (internal; not shown by the public API).
   */
  'subject': (string);
}
