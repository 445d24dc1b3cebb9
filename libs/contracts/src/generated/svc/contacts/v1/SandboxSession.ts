// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * A sandbox session (spec 3.7).
 */
export interface SandboxSession {
  'id'?: (string);
  /**
   * Digits of the tester's phone number.
   */
  'phone_number'?: (string);
  /**
   * pending_activation, active or superseded.
   */
  'status'?: (string);
  'activation_code'?: (string);
  'activation_message'?: (string);
  'activation_link'?: (string);
  /**
   * Display number of the platform sandbox number.
   */
  'sandbox_phone_number'?: (string);
  'activated_at'?: (string);
  /**
   * End of the activation code's life (15 minutes after creation).
   */
  'expires_at'?: (string);
  'superseded_at'?: (string);
  'business_scoped_user_id'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_activated_at'?: "activated_at";
  '_superseded_at'?: "superseded_at";
  '_business_scoped_user_id'?: "business_scoped_user_id";
}

/**
 * A sandbox session (spec 3.7).
 */
export interface SandboxSession__Output {
  'id': (string);
  /**
   * Digits of the tester's phone number.
   */
  'phone_number': (string);
  /**
   * pending_activation, active or superseded.
   */
  'status': (string);
  'activation_code': (string);
  'activation_message': (string);
  'activation_link': (string);
  /**
   * Display number of the platform sandbox number.
   */
  'sandbox_phone_number': (string);
  'activated_at'?: (string);
  /**
   * End of the activation code's life (15 minutes after creation).
   */
  'expires_at': (string);
  'superseded_at'?: (string);
  'business_scoped_user_id'?: (string);
  'created_at': (string);
  'updated_at': (string);
  '_activated_at'?: "activated_at";
  '_superseded_at'?: "superseded_at";
  '_business_scoped_user_id'?: "business_scoped_user_id";
}
