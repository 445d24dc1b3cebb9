// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface GetWebhookRecoveryRequest {
  'project_id'?: (string);
  'webhook_id'?: (string);
  'recovery_id'?: (string);
}

export interface GetWebhookRecoveryRequest__Output {
  'project_id': (string);
  'webhook_id': (string);
  'recovery_id': (string);
}
