// Original file: protos/svc/funding/v1/funding.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One side of a usage entry: messaging or calling charges, with their own freshness.
 */
export interface UsageBreakdown {
  /**
   * messaging or calling.
   */
  'type'?: (string);
  /**
   * Charges in millionths of `currency` (0 when the upstream sent no price).
   */
  'amount_micros'?: (number | string | Long);
  'currency'?: (string);
  /**
   * Messages priced (messaging) or calls priced (calling).
   */
  'quantity'?: (number | string | Long);
  /**
   * Of `quantity`, those the upstream marked billable (messaging; calls count every priced call).
   */
  'billable_quantity'?: (number | string | Long);
  /**
   * Total call duration (calling; 0 for messaging).
   */
  'duration_seconds'?: (number | string | Long);
  /**
   * Latest pricing event recorded for this type on this day; unset when none.
   */
  'last_recorded_at'?: (string);
  '_last_recorded_at'?: "last_recorded_at";
}

/**
 * One side of a usage entry: messaging or calling charges, with their own freshness.
 */
export interface UsageBreakdown__Output {
  /**
   * messaging or calling.
   */
  'type': (string);
  /**
   * Charges in millionths of `currency` (0 when the upstream sent no price).
   */
  'amount_micros': (string);
  'currency': (string);
  /**
   * Messages priced (messaging) or calls priced (calling).
   */
  'quantity': (string);
  /**
   * Of `quantity`, those the upstream marked billable (messaging; calls count every priced call).
   */
  'billable_quantity': (string);
  /**
   * Total call duration (calling; 0 for messaging).
   */
  'duration_seconds': (string);
  /**
   * Latest pricing event recorded for this type on this day; unset when none.
   */
  'last_recorded_at'?: (string);
  '_last_recorded_at'?: "last_recorded_at";
}
