// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface KeepWebhookListenerRequest {
  'project_id'?: (string);
  'listener_id'?: (string);
}

export interface KeepWebhookListenerRequest__Output {
  'project_id': (string);
  'listener_id': (string);
}
