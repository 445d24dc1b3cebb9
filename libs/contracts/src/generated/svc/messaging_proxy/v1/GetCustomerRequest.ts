// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface GetCustomerRequest {
  'project_id'?: (string);
  'customer_id'?: (string);
}

export interface GetCustomerRequest__Output {
  'project_id': (string);
  'customer_id': (string);
}
