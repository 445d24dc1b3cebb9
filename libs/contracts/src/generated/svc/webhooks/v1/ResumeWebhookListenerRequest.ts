// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface ResumeWebhookListenerRequest {
  'project_id'?: (string);
  'listener_id'?: (string);
  /**
   * The last event the stream delivered (its webhook-id: the SSE Last-Event-ID).
   */
  'after_event_id'?: (string);
}

export interface ResumeWebhookListenerRequest__Output {
  'project_id': (string);
  'listener_id': (string);
  /**
   * The last event the stream delivered (its webhook-id: the SSE Last-Event-ID).
   */
  'after_event_id': (string);
}
