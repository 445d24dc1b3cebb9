// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { WebhookListener as _svc_webhooks_v1_WebhookListener, WebhookListener__Output as _svc_webhooks_v1_WebhookListener__Output } from '../../../svc/webhooks/v1/WebhookListener';

export interface GetWebhookListenerResponse {
  'listener'?: (_svc_webhooks_v1_WebhookListener | null);
}

export interface GetWebhookListenerResponse__Output {
  'listener': (_svc_webhooks_v1_WebhookListener__Output | null);
}
