// Original file: protos/svc/funding/v1/funding.proto

import type { UsageBreakdown as _svc_funding_v1_UsageBreakdown, UsageBreakdown__Output as _svc_funding_v1_UsageBreakdown__Output } from '../../../svc/funding/v1/UsageBreakdown';
import type { Long } from '@grpc/proto-loader';

/**
 * Usage of one UTC day in one currency.
 */
export interface UsageEntry {
  /**
   * YYYY-MM-DD (UTC).
   */
  'date'?: (string);
  'currency'?: (string);
  /**
   * Sum of the breakdown amounts, millionths of `currency`.
   */
  'amount_micros'?: (number | string | Long);
  /**
   * Always two items: messaging, then calling.
   */
  'breakdown'?: (_svc_funding_v1_UsageBreakdown)[];
}

/**
 * Usage of one UTC day in one currency.
 */
export interface UsageEntry__Output {
  /**
   * YYYY-MM-DD (UTC).
   */
  'date': (string);
  'currency': (string);
  /**
   * Sum of the breakdown amounts, millionths of `currency`.
   */
  'amount_micros': (string);
  /**
   * Always two items: messaging, then calling.
   */
  'breakdown': (_svc_funding_v1_UsageBreakdown__Output)[];
}
