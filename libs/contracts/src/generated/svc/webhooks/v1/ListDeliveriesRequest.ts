// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface ListDeliveriesRequest {
  'project_id'?: (string);
  /**
   * 24h, 7d or 30d.
   */
  'period'?: (string);
  /**
   * pending, delivered or failed.
   */
  'status'?: (string);
  'event'?: (string);
  'webhook_id'?: (string);
  /**
   * Only deliveries whose last attempt failed (failed, or pending after a failure).
   */
  'errors_only'?: (boolean);
  /**
   * 1..100, default 20.
   */
  'limit'?: (number);
  /**
   * Opaque cursors (Base64), as returned in paging.cursors.
   */
  'before'?: (string);
  'after'?: (string);
  /**
   * The deliveries of one event (its webhook-id): what a replay to an endpoint redelivers (decision 0028).
   */
  'event_id'?: (string);
  '_period'?: "period";
  '_status'?: "status";
  '_event'?: "event";
  '_webhook_id'?: "webhook_id";
  '_before'?: "before";
  '_after'?: "after";
  '_event_id'?: "event_id";
}

export interface ListDeliveriesRequest__Output {
  'project_id': (string);
  /**
   * 24h, 7d or 30d.
   */
  'period'?: (string);
  /**
   * pending, delivered or failed.
   */
  'status'?: (string);
  'event'?: (string);
  'webhook_id'?: (string);
  /**
   * Only deliveries whose last attempt failed (failed, or pending after a failure).
   */
  'errors_only': (boolean);
  /**
   * 1..100, default 20.
   */
  'limit': (number);
  /**
   * Opaque cursors (Base64), as returned in paging.cursors.
   */
  'before'?: (string);
  'after'?: (string);
  /**
   * The deliveries of one event (its webhook-id): what a replay to an endpoint redelivers (decision 0028).
   */
  'event_id'?: (string);
  '_period'?: "period";
  '_status'?: "status";
  '_event'?: "event";
  '_webhook_id'?: "webhook_id";
  '_before'?: "before";
  '_after'?: "after";
  '_event_id'?: "event_id";
}
