// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface ListWebhooksRequest {
  'project_id'?: (string);
}

export interface ListWebhooksRequest__Output {
  'project_id': (string);
}
