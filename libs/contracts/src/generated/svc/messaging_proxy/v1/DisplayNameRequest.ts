// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


/**
 * A request to change a number's display name (spec 2.9, states 3.6).
 */
export interface DisplayNameRequest {
  'id'?: (string);
  'phone_number_id'?: (string);
  'requested_display_name'?: (string);
  'previous_display_name'?: (string);
  /**
   * pending_review, approved, declined, failed.
   */
  'status'?: (string);
  'submitted_at'?: (string);
  'reviewed_at'?: (string);
  'applied_at'?: (string);
  'upstream_error_code'?: (number);
  'upstream_error_subcode'?: (number);
  'upstream_error_type'?: (string);
  'upstream_error_message'?: (string);
  '_previous_display_name'?: "previous_display_name";
  '_reviewed_at'?: "reviewed_at";
  '_applied_at'?: "applied_at";
  '_upstream_error_code'?: "upstream_error_code";
  '_upstream_error_subcode'?: "upstream_error_subcode";
  '_upstream_error_type'?: "upstream_error_type";
  '_upstream_error_message'?: "upstream_error_message";
}

/**
 * A request to change a number's display name (spec 2.9, states 3.6).
 */
export interface DisplayNameRequest__Output {
  'id': (string);
  'phone_number_id': (string);
  'requested_display_name': (string);
  'previous_display_name'?: (string);
  /**
   * pending_review, approved, declined, failed.
   */
  'status': (string);
  'submitted_at': (string);
  'reviewed_at'?: (string);
  'applied_at'?: (string);
  'upstream_error_code'?: (number);
  'upstream_error_subcode'?: (number);
  'upstream_error_type'?: (string);
  'upstream_error_message'?: (string);
  '_previous_display_name'?: "previous_display_name";
  '_reviewed_at'?: "reviewed_at";
  '_applied_at'?: "applied_at";
  '_upstream_error_code'?: "upstream_error_code";
  '_upstream_error_subcode'?: "upstream_error_subcode";
  '_upstream_error_type'?: "upstream_error_type";
  '_upstream_error_message'?: "upstream_error_message";
}
