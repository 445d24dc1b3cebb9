// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { WebhookDelivery as _svc_webhooks_v1_WebhookDelivery, WebhookDelivery__Output as _svc_webhooks_v1_WebhookDelivery__Output } from '../../../svc/webhooks/v1/WebhookDelivery';

export interface ListDeliveriesResponse {
  'deliveries'?: (_svc_webhooks_v1_WebhookDelivery)[];
  /**
   * Cursor of the first (newest) item; empty when the page is empty.
   */
  'before_cursor'?: (string);
  /**
   * Cursor of the last (oldest) item; empty when the page is empty.
   */
  'after_cursor'?: (string);
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
}

export interface ListDeliveriesResponse__Output {
  'deliveries': (_svc_webhooks_v1_WebhookDelivery__Output)[];
  /**
   * Cursor of the first (newest) item; empty when the page is empty.
   */
  'before_cursor': (string);
  /**
   * Cursor of the last (oldest) item; empty when the page is empty.
   */
  'after_cursor': (string);
  'has_older': (boolean);
  'has_newer': (boolean);
}
