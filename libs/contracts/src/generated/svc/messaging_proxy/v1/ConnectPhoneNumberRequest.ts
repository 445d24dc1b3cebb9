// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface ConnectPhoneNumberRequest {
  'project_id'?: (string);
  'customer_id'?: (string);
  'name'?: (string);
  'kind'?: (string);
  'phone_number_id'?: (string);
  'business_account_id'?: (string);
  /**
   * Secret: stored encrypted, never returned or logged.
   */
  'access_token'?: (string);
  'webhook_destination_url'?: (string);
  /**
   * Secret: stored as a hash (handshake lookup) only.
   */
  'webhook_verify_token'?: (string);
  'inbound_processing_enabled'?: (boolean);
  'calls_enabled'?: (boolean);
  '_name'?: "name";
  '_kind'?: "kind";
  '_webhook_destination_url'?: "webhook_destination_url";
  '_webhook_verify_token'?: "webhook_verify_token";
  '_inbound_processing_enabled'?: "inbound_processing_enabled";
  '_calls_enabled'?: "calls_enabled";
}

export interface ConnectPhoneNumberRequest__Output {
  'project_id': (string);
  'customer_id': (string);
  'name'?: (string);
  'kind'?: (string);
  'phone_number_id': (string);
  'business_account_id': (string);
  /**
   * Secret: stored encrypted, never returned or logged.
   */
  'access_token': (string);
  'webhook_destination_url'?: (string);
  /**
   * Secret: stored as a hash (handshake lookup) only.
   */
  'webhook_verify_token'?: (string);
  'inbound_processing_enabled'?: (boolean);
  'calls_enabled'?: (boolean);
  '_name'?: "name";
  '_kind'?: "kind";
  '_webhook_destination_url'?: "webhook_destination_url";
  '_webhook_verify_token'?: "webhook_verify_token";
  '_inbound_processing_enabled'?: "inbound_processing_enabled";
  '_calls_enabled'?: "calls_enabled";
}
