// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface DeleteWebhookRequest {
  'project_id'?: (string);
  'webhook_id'?: (string);
}

export interface DeleteWebhookRequest__Output {
  'project_id': (string);
  'webhook_id': (string);
}
