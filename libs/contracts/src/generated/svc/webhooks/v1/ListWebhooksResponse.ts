// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { Webhook as _svc_webhooks_v1_Webhook, Webhook__Output as _svc_webhooks_v1_Webhook__Output } from '../../../svc/webhooks/v1/Webhook';

export interface ListWebhooksResponse {
  'webhooks'?: (_svc_webhooks_v1_Webhook)[];
}

export interface ListWebhooksResponse__Output {
  'webhooks': (_svc_webhooks_v1_Webhook__Output)[];
}
