// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


/**
 * One check of a health result (reference 1.5).
 */
export interface HealthCheck {
  /**
   * true, false, or unset (null: unknown, e.g. phone_number_connection UNKNOWN).
   */
  'passed'?: (boolean);
  /**
   * Why the check failed, when it failed.
   */
  'error'?: (string);
  /**
   * Check-specific details as a JSON object (shapes differ per check; documented in the README).
   */
  'details_json'?: (string);
  /**
   * messaging_health only: AVAILABLE, LIMITED or BLOCKED.
   */
  'overall_status'?: (string);
  '_passed'?: "passed";
  '_error'?: "error";
  '_overall_status'?: "overall_status";
}

/**
 * One check of a health result (reference 1.5).
 */
export interface HealthCheck__Output {
  /**
   * true, false, or unset (null: unknown, e.g. phone_number_connection UNKNOWN).
   */
  'passed'?: (boolean);
  /**
   * Why the check failed, when it failed.
   */
  'error'?: (string);
  /**
   * Check-specific details as a JSON object (shapes differ per check; documented in the README).
   */
  'details_json': (string);
  /**
   * messaging_health only: AVAILABLE, LIMITED or BLOCKED.
   */
  'overall_status'?: (string);
  '_passed'?: "passed";
  '_error'?: "error";
  '_overall_status'?: "overall_status";
}
