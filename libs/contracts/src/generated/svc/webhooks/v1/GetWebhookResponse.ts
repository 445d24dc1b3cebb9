// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { Webhook as _svc_webhooks_v1_Webhook, Webhook__Output as _svc_webhooks_v1_Webhook__Output } from '../../../svc/webhooks/v1/Webhook';

export interface GetWebhookResponse {
  'webhook'?: (_svc_webhooks_v1_Webhook | null);
}

export interface GetWebhookResponse__Output {
  'webhook': (_svc_webhooks_v1_Webhook__Output | null);
}
