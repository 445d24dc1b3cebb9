// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface UpdateWebhookRequest {
  'project_id'?: (string);
  'webhook_id'?: (string);
  'url'?: (string);
  /**
   * Empty = unchanged (a webhook always has at least one event).
   */
  'events'?: (string)[];
  /**
   * Re-activating a platform-disabled endpoint clears disabled_reason and failing_since.
   */
  'active'?: (boolean);
  'payload_version'?: (string);
  '_url'?: "url";
  '_active'?: "active";
  '_payload_version'?: "payload_version";
}

export interface UpdateWebhookRequest__Output {
  'project_id': (string);
  'webhook_id': (string);
  'url'?: (string);
  /**
   * Empty = unchanged (a webhook always has at least one event).
   */
  'events': (string)[];
  /**
   * Re-activating a platform-disabled endpoint clears disabled_reason and failing_since.
   */
  'active'?: (boolean);
  'payload_version'?: (string);
  '_url'?: "url";
  '_active'?: "active";
  '_payload_version'?: "payload_version";
}
