// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


/**
 * A connected phone number (spec 2.8). The access token is never part of it.
 */
export interface PhoneNumber {
  /**
   * Equals phone_number_id.
   */
  'id'?: (string);
  'internal_id'?: (string);
  'phone_number_id'?: (string);
  'name'?: (string);
  'upstream_app_id'?: (string);
  'business_account_id'?: (string);
  'is_coexistence'?: (boolean);
  'inbound_processing_enabled'?: (boolean);
  'calls_enabled'?: (boolean);
  'webhook_verified_at'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'customer_id'?: (string);
  'display_name'?: (string);
  'display_phone_number'?: (string);
  'display_phone_number_normalized'?: (string);
  'verified_name'?: (string);
  'quality_rating'?: (string);
  'code_verification_status'?: (string);
  'name_status'?: (string);
  'status'?: (string);
  'throughput_tier'?: (string);
  /**
   * Upstream tier label (TIER_250, TIER_2K, TIER_10K, TIER_100K, TIER_UNLIMITED); the gateway
   * renders it as an integer in the update response (spec 2.8).
   */
  'whatsapp_business_manager_messaging_limit'?: (string);
  'is_official_business_account'?: (boolean);
  'is_pin_enabled'?: (boolean);
  /**
   * production (default) or test; allowed values are a platform decision (docs/decisions/0201).
   */
  'kind'?: (string);
  'webhook_destination_url'?: (string);
  '_webhook_verified_at'?: "webhook_verified_at";
  '_webhook_destination_url'?: "webhook_destination_url";
}

/**
 * A connected phone number (spec 2.8). The access token is never part of it.
 */
export interface PhoneNumber__Output {
  /**
   * Equals phone_number_id.
   */
  'id': (string);
  'internal_id': (string);
  'phone_number_id': (string);
  'name': (string);
  'upstream_app_id': (string);
  'business_account_id': (string);
  'is_coexistence': (boolean);
  'inbound_processing_enabled': (boolean);
  'calls_enabled': (boolean);
  'webhook_verified_at'?: (string);
  'created_at': (string);
  'updated_at': (string);
  'customer_id': (string);
  'display_name': (string);
  'display_phone_number': (string);
  'display_phone_number_normalized': (string);
  'verified_name': (string);
  'quality_rating': (string);
  'code_verification_status': (string);
  'name_status': (string);
  'status': (string);
  'throughput_tier': (string);
  /**
   * Upstream tier label (TIER_250, TIER_2K, TIER_10K, TIER_100K, TIER_UNLIMITED); the gateway
   * renders it as an integer in the update response (spec 2.8).
   */
  'whatsapp_business_manager_messaging_limit': (string);
  'is_official_business_account': (boolean);
  'is_pin_enabled': (boolean);
  /**
   * production (default) or test; allowed values are a platform decision (docs/decisions/0201).
   */
  'kind': (string);
  'webhook_destination_url'?: (string);
  '_webhook_verified_at'?: "webhook_verified_at";
  '_webhook_destination_url'?: "webhook_destination_url";
}
