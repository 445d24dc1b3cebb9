// Original file: protos/svc/webhooks/v1/events.proto


/**
 * Event webhooks.delivery_attempt.failed: one attempt of a delivery to a customer endpoint failed
 * (no 2xx). One event per failed attempt, in the transaction that records the attempt; successes and
 * test sends publish nothing.
 */
export interface DeliveryAttemptFailed {
  'event_id'?: (string);
  'project_id'?: (string);
  'webhook_id'?: (string);
  'delivery_id'?: (string);
  /**
   * Public event the delivery carries, e.g. messaging.message.received.
   */
  'event_name'?: (string);
  /**
   * Host of the endpoint URL (host[:port]); never its path, query or credentials.
   */
  'endpoint_host'?: (string);
  /**
   * 1-based attempt number of the delivery (restarts at 1 after a manual redelivery).
   */
  'attempt'?: (number);
  /**
   * HTTP status when the endpoint answered; absent when no response arrived.
   */
  'response_status'?: (number);
  /**
   * http_status, timeout, dns, connection_refused, connection_reset, tls, blocked, platform, network.
   */
  'error_kind'?: (string);
  /**
   * retrying (another attempt is scheduled), exhausted (the schedule ended: the delivery failed),
   * gone (410: the delivery failed and the webhook is disabled).
   */
  'outcome'?: (string);
  'next_attempt_at'?: (string);
  'occurred_at'?: (string);
  '_response_status'?: "response_status";
  '_next_attempt_at'?: "next_attempt_at";
}

/**
 * Event webhooks.delivery_attempt.failed: one attempt of a delivery to a customer endpoint failed
 * (no 2xx). One event per failed attempt, in the transaction that records the attempt; successes and
 * test sends publish nothing.
 */
export interface DeliveryAttemptFailed__Output {
  'event_id': (string);
  'project_id': (string);
  'webhook_id': (string);
  'delivery_id': (string);
  /**
   * Public event the delivery carries, e.g. messaging.message.received.
   */
  'event_name': (string);
  /**
   * Host of the endpoint URL (host[:port]); never its path, query or credentials.
   */
  'endpoint_host': (string);
  /**
   * 1-based attempt number of the delivery (restarts at 1 after a manual redelivery).
   */
  'attempt': (number);
  /**
   * HTTP status when the endpoint answered; absent when no response arrived.
   */
  'response_status'?: (number);
  /**
   * http_status, timeout, dns, connection_refused, connection_reset, tls, blocked, platform, network.
   */
  'error_kind': (string);
  /**
   * retrying (another attempt is scheduled), exhausted (the schedule ended: the delivery failed),
   * gone (410: the delivery failed and the webhook is disabled).
   */
  'outcome': (string);
  'next_attempt_at'?: (string);
  'occurred_at': (string);
  '_response_status'?: "response_status";
  '_next_attempt_at'?: "next_attempt_at";
}
