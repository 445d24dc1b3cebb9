// Original file: protos/svc/funding/v1/events.proto

import type { Long } from '@grpc/proto-loader';

/**
 * funding.credits.low: a charge brought the project's prepaid credit balance from at or above the
 * low-credit threshold to under it (once per crossing; a top-up above and a later charge under it
 * again publish again), in the transaction of the charge.
 */
export interface CreditsLow {
  'event_id'?: (string);
  'project_id'?: (string);
  'currency'?: (string);
  /**
   * Balance after the charge, in micros of `currency`.
   */
  'balance_micros'?: (number | string | Long);
  'threshold_micros'?: (number | string | Long);
  'occurred_at'?: (string);
}

/**
 * funding.credits.low: a charge brought the project's prepaid credit balance from at or above the
 * low-credit threshold to under it (once per crossing; a top-up above and a later charge under it
 * again publish again), in the transaction of the charge.
 */
export interface CreditsLow__Output {
  'event_id': (string);
  'project_id': (string);
  'currency': (string);
  /**
   * Balance after the charge, in micros of `currency`.
   */
  'balance_micros': (string);
  'threshold_micros': (string);
  'occurred_at': (string);
}
