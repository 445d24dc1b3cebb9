// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { DeliveryAttempt as _svc_webhooks_v1_DeliveryAttempt, DeliveryAttempt__Output as _svc_webhooks_v1_DeliveryAttempt__Output } from '../../../svc/webhooks/v1/DeliveryAttempt';

/**
 * One event sent (or to be sent) to one webhook. Its id is stable across retries and redeliveries.
 */
export interface WebhookDelivery {
  'id'?: (string);
  'webhook_id'?: (string);
  /**
   * Id of the event: the `webhook-id` header, the same for every webhook receiving the event.
   */
  'event_id'?: (string);
  /**
   * Public event name.
   */
  'event'?: (string);
  'payload_version'?: (string);
  /**
   * pending, delivered or failed.
   */
  'status'?: (string);
  /**
   * Attempts made so far.
   */
  'attempts'?: (number);
  /**
   * HTTP status of the last attempt; null when it got no response.
   */
  'response_status'?: (number);
  /**
   * Last failure cause (timeout, connection refused, blocked address, HTTP 500, ...).
   */
  'last_error'?: (string);
  'next_attempt_at'?: (string);
  'last_attempt_at'?: (string);
  'delivered_at'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  /**
   * True for deliveries of POST /webhooks/{id}/test.
   */
  'test'?: (boolean);
  /**
   * Webhook URL at the time of the last attempt.
   */
  'url'?: (string);
  /**
   * The JSON body sent (exact bytes that were signed).
   */
  'payload'?: (string);
  /**
   * Attempt log, oldest first (GetDelivery and TestWebhook only).
   */
  'attempt_log'?: (_svc_webhooks_v1_DeliveryAttempt)[];
  /**
   * X-Request-Id of the request (or the id of the inbound upstream event) that caused the event (decision 0018).
   */
  'request_id'?: (string);
  '_response_status'?: "response_status";
  '_last_error'?: "last_error";
  '_next_attempt_at'?: "next_attempt_at";
  '_last_attempt_at'?: "last_attempt_at";
  '_delivered_at'?: "delivered_at";
  '_request_id'?: "request_id";
}

/**
 * One event sent (or to be sent) to one webhook. Its id is stable across retries and redeliveries.
 */
export interface WebhookDelivery__Output {
  'id': (string);
  'webhook_id': (string);
  /**
   * Id of the event: the `webhook-id` header, the same for every webhook receiving the event.
   */
  'event_id': (string);
  /**
   * Public event name.
   */
  'event': (string);
  'payload_version': (string);
  /**
   * pending, delivered or failed.
   */
  'status': (string);
  /**
   * Attempts made so far.
   */
  'attempts': (number);
  /**
   * HTTP status of the last attempt; null when it got no response.
   */
  'response_status'?: (number);
  /**
   * Last failure cause (timeout, connection refused, blocked address, HTTP 500, ...).
   */
  'last_error'?: (string);
  'next_attempt_at'?: (string);
  'last_attempt_at'?: (string);
  'delivered_at'?: (string);
  'created_at': (string);
  'updated_at': (string);
  /**
   * True for deliveries of POST /webhooks/{id}/test.
   */
  'test': (boolean);
  /**
   * Webhook URL at the time of the last attempt.
   */
  'url': (string);
  /**
   * The JSON body sent (exact bytes that were signed).
   */
  'payload': (string);
  /**
   * Attempt log, oldest first (GetDelivery and TestWebhook only).
   */
  'attempt_log': (_svc_webhooks_v1_DeliveryAttempt__Output)[];
  /**
   * X-Request-Id of the request (or the id of the inbound upstream event) that caused the event (decision 0018).
   */
  'request_id'?: (string);
  '_response_status'?: "response_status";
  '_last_error'?: "last_error";
  '_next_attempt_at'?: "next_attempt_at";
  '_last_attempt_at'?: "last_attempt_at";
  '_delivered_at'?: "delivered_at";
  '_request_id'?: "request_id";
}
