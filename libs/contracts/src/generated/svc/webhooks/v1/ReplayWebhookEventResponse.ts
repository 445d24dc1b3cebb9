// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface ReplayWebhookEventResponse {
  'event_id'?: (string);
  'event'?: (string);
}

export interface ReplayWebhookEventResponse__Output {
  'event_id': (string);
  'event': (string);
}
