// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface GetDeliveryRequest {
  'project_id'?: (string);
  'delivery_id'?: (string);
}

export interface GetDeliveryRequest__Output {
  'project_id': (string);
  'delivery_id': (string);
}
