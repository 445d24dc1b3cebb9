// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface TestWebhookRequest {
  'project_id'?: (string);
  'webhook_id'?: (string);
  /**
   * Catalog event to sample; default the endpoint's first event.
   */
  'event_type'?: (string);
  '_event_type'?: "event_type";
}

export interface TestWebhookRequest__Output {
  'project_id': (string);
  'webhook_id': (string);
  /**
   * Catalog event to sample; default the endpoint's first event.
   */
  'event_type'?: (string);
  '_event_type'?: "event_type";
}
