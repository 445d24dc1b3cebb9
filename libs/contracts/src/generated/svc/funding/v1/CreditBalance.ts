// Original file: protos/svc/funding/v1/funding.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A project's prepaid credits, in millionths of `currency` (docs/decisions/0104).
 */
export interface CreditBalance {
  'currency'?: (string);
  /**
   * Credits topped up minus charges settled.
   */
  'balance_micros'?: (number | string | Long);
  /**
   * Held for sends not settled yet.
   */
  'held_micros'?: (number | string | Long);
  /**
   * balance - held: what new sends can hold.
   */
  'available_micros'?: (number | string | Long);
}

/**
 * A project's prepaid credits, in millionths of `currency` (docs/decisions/0104).
 */
export interface CreditBalance__Output {
  'currency': (string);
  /**
   * Credits topped up minus charges settled.
   */
  'balance_micros': (string);
  /**
   * Held for sends not settled yet.
   */
  'held_micros': (string);
  /**
   * balance - held: what new sends can hold.
   */
  'available_micros': (string);
}
