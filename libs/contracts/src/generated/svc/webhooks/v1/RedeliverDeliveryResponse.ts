// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { WebhookDelivery as _svc_webhooks_v1_WebhookDelivery, WebhookDelivery__Output as _svc_webhooks_v1_WebhookDelivery__Output } from '../../../svc/webhooks/v1/WebhookDelivery';

export interface RedeliverDeliveryResponse {
  'delivery'?: (_svc_webhooks_v1_WebhookDelivery | null);
}

export interface RedeliverDeliveryResponse__Output {
  'delivery': (_svc_webhooks_v1_WebhookDelivery__Output | null);
}
