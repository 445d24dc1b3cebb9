// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface DeleteWebhookListenerRequest {
  'project_id'?: (string);
  'listener_id'?: (string);
}

export interface DeleteWebhookListenerRequest__Output {
  'project_id': (string);
  'listener_id': (string);
}
