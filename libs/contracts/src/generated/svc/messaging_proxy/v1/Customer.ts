// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


/**
 * A customer of the project (a business the project onboards).
 */
export interface Customer {
  'id'?: (string);
  'name'?: (string);
  'external_customer_id'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_external_customer_id'?: "external_customer_id";
}

/**
 * A customer of the project (a business the project onboards).
 */
export interface Customer__Output {
  'id': (string);
  'name': (string);
  'external_customer_id'?: (string);
  'created_at': (string);
  'updated_at': (string);
  '_external_customer_id'?: "external_customer_id";
}
