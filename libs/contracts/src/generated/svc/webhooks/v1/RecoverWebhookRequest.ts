// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface RecoverWebhookRequest {
  'project_id'?: (string);
  'webhook_id'?: (string);
  /**
   * ISO 8601 instants; since < until, at most 7 days apart, since within the last 30 days.
   */
  'since'?: (string);
  'until'?: (string);
}

export interface RecoverWebhookRequest__Output {
  'project_id': (string);
  'webhook_id': (string);
  /**
   * ISO 8601 instants; since < until, at most 7 days apart, since within the last 30 days.
   */
  'since': (string);
  'until': (string);
}
