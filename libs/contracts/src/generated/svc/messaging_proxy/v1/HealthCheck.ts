// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

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
   * messaging_health only: AVAILABLE, LIMITED or BLOCKED.
   */
  'overall_status'?: (string);
  /**
   * Check-specific details (shapes differ per check; documented in the README).
   */
  'details'?: (_google_protobuf_Struct | null);
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
   * messaging_health only: AVAILABLE, LIMITED or BLOCKED.
   */
  'overall_status'?: (string);
  /**
   * Check-specific details (shapes differ per check; documented in the README).
   */
  'details': (_google_protobuf_Struct__Output | null);
  '_passed'?: "passed";
  '_error'?: "error";
  '_overall_status'?: "overall_status";
}
