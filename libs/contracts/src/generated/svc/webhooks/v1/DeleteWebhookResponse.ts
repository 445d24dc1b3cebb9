// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface DeleteWebhookResponse {
  'success'?: (boolean);
}

export interface DeleteWebhookResponse__Output {
  'success': (boolean);
}
