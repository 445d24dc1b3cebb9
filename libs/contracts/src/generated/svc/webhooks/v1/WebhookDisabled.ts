// Original file: protos/svc/webhooks/v1/events.proto


/**
 * Event webhooks.webhook.disabled: the engine disabled a webhook (410 Gone, or every attempt failing
 * for WEBHOOK_DISABLE_AFTER_MS); its pending deliveries failed. Not published when a user deactivates it.
 */
export interface WebhookDisabled {
  'event_id'?: (string);
  'project_id'?: (string);
  'webhook_id'?: (string);
  'endpoint_host'?: (string);
  /**
   * gone or failing.
   */
  'reason'?: (string);
  /**
   * Start of the failing run that led here, when one was open.
   */
  'failing_since'?: (string);
  'occurred_at'?: (string);
  '_failing_since'?: "failing_since";
}

/**
 * Event webhooks.webhook.disabled: the engine disabled a webhook (410 Gone, or every attempt failing
 * for WEBHOOK_DISABLE_AFTER_MS); its pending deliveries failed. Not published when a user deactivates it.
 */
export interface WebhookDisabled__Output {
  'event_id': (string);
  'project_id': (string);
  'webhook_id': (string);
  'endpoint_host': (string);
  /**
   * gone or failing.
   */
  'reason': (string);
  /**
   * Start of the failing run that led here, when one was open.
   */
  'failing_since'?: (string);
  'occurred_at': (string);
  '_failing_since'?: "failing_since";
}
