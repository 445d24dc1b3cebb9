// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface DeleteCustomerRequest {
  'project_id'?: (string);
  'customer_id'?: (string);
}

export interface DeleteCustomerRequest__Output {
  'project_id': (string);
  'customer_id': (string);
}
