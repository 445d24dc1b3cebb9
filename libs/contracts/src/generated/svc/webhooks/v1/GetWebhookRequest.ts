// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface GetWebhookRequest {
  'project_id'?: (string);
  'webhook_id'?: (string);
}

export interface GetWebhookRequest__Output {
  'project_id': (string);
  'webhook_id': (string);
}
