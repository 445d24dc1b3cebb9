// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface GetWebhookListenerRequest {
  'project_id'?: (string);
  'listener_id'?: (string);
}

export interface GetWebhookListenerRequest__Output {
  'project_id': (string);
  'listener_id': (string);
}
