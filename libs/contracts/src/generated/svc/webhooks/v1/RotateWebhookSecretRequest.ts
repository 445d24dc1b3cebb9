// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface RotateWebhookSecretRequest {
  'project_id'?: (string);
  'webhook_id'?: (string);
  /**
   * How long the previous secret keeps signing (0 to 604800 s); default 86400.
   */
  'overlap_seconds'?: (number);
  '_overlap_seconds'?: "overlap_seconds";
}

export interface RotateWebhookSecretRequest__Output {
  'project_id': (string);
  'webhook_id': (string);
  /**
   * How long the previous secret keeps signing (0 to 604800 s); default 86400.
   */
  'overlap_seconds'?: (number);
  '_overlap_seconds'?: "overlap_seconds";
}
