// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface ReplayWebhookEventRequest {
  'project_id'?: (string);
  'listener_id'?: (string);
  /**
   * The event's id (webhook-id of its deliveries, event_id of the delivery log).
   */
  'event_id'?: (string);
}

export interface ReplayWebhookEventRequest__Output {
  'project_id': (string);
  'listener_id': (string);
  /**
   * The event's id (webhook-id of its deliveries, event_id of the delivery log).
   */
  'event_id': (string);
}
