// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface UpdatePhoneNumberRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  'name'?: (string);
  /**
   * Secret: checked against the upstream, stored encrypted.
   */
  'access_token'?: (string);
  'webhook_destination_url'?: (string);
  'clear_webhook_destination_url'?: (boolean);
  'webhook_verify_token'?: (string);
  'inbound_processing_enabled'?: (boolean);
  'calls_enabled'?: (boolean);
  '_name'?: "name";
  '_access_token'?: "access_token";
  '_webhook_destination_url'?: "webhook_destination_url";
  '_webhook_verify_token'?: "webhook_verify_token";
  '_inbound_processing_enabled'?: "inbound_processing_enabled";
  '_calls_enabled'?: "calls_enabled";
}

export interface UpdatePhoneNumberRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
  'name'?: (string);
  /**
   * Secret: checked against the upstream, stored encrypted.
   */
  'access_token'?: (string);
  'webhook_destination_url'?: (string);
  'clear_webhook_destination_url': (boolean);
  'webhook_verify_token'?: (string);
  'inbound_processing_enabled'?: (boolean);
  'calls_enabled'?: (boolean);
  '_name'?: "name";
  '_access_token'?: "access_token";
  '_webhook_destination_url'?: "webhook_destination_url";
  '_webhook_verify_token'?: "webhook_verify_token";
  '_inbound_processing_enabled'?: "inbound_processing_enabled";
  '_calls_enabled'?: "calls_enabled";
}
