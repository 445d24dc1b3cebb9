// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


/**
 * A phone number provisioned during onboarding (spec 2.10).
 */
export interface ProvisionedPhoneNumber {
  'id'?: (string);
  'phone_number'?: (string);
  'status'?: (string);
  'country_iso'?: (string);
  'country_dial_code'?: (string);
  'area_code'?: (string);
  'display_number'?: (string);
}

/**
 * A phone number provisioned during onboarding (spec 2.10).
 */
export interface ProvisionedPhoneNumber__Output {
  'id': (string);
  'phone_number': (string);
  'status': (string);
  'country_iso': (string);
  'country_dial_code': (string);
  'area_code': (string);
  'display_number': (string);
}
