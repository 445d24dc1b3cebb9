// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface UpdateCustomerRequest {
  'project_id'?: (string);
  'customer_id'?: (string);
  /**
   * Unset: unchanged.
   */
  'name'?: (string);
  /**
   * Unset: unchanged. Clearing is done with clear_external_customer_id.
   */
  'external_customer_id'?: (string);
  /**
   * True when the client sent external_customer_id: null.
   */
  'clear_external_customer_id'?: (boolean);
  '_name'?: "name";
  '_external_customer_id'?: "external_customer_id";
}

export interface UpdateCustomerRequest__Output {
  'project_id': (string);
  'customer_id': (string);
  /**
   * Unset: unchanged.
   */
  'name'?: (string);
  /**
   * Unset: unchanged. Clearing is done with clear_external_customer_id.
   */
  'external_customer_id'?: (string);
  /**
   * True when the client sent external_customer_id: null.
   */
  'clear_external_customer_id': (boolean);
  '_name'?: "name";
  '_external_customer_id'?: "external_customer_id";
}
