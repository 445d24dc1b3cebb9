// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface RedeliverDeliveryRequest {
  'project_id'?: (string);
  'delivery_id'?: (string);
}

export interface RedeliverDeliveryRequest__Output {
  'project_id': (string);
  'delivery_id': (string);
}
