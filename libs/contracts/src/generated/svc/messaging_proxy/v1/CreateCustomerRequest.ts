// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface CreateCustomerRequest {
  'project_id'?: (string);
  'name'?: (string);
  'external_customer_id'?: (string);
  '_external_customer_id'?: "external_customer_id";
}

export interface CreateCustomerRequest__Output {
  'project_id': (string);
  'name': (string);
  'external_customer_id'?: (string);
  '_external_customer_id'?: "external_customer_id";
}
