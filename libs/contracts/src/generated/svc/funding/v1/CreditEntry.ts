// Original file: protos/svc/funding/v1/funding.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One ledger entry (append-only).
 */
export interface CreditEntry {
  'id'?: (string);
  /**
   * topup or charge.
   */
  'kind'?: (string);
  /**
   * Signed: positive for top-ups, negative for charges; millionths of `currency`.
   */
  'amount_micros'?: (number | string | Long);
  'balance_after_micros'?: (number | string | Long);
  'currency'?: (string);
  /**
   * Charges: the hold, message, category and region charged.
   */
  'hold_id'?: (string);
  'message_id'?: (string);
  'category'?: (string);
  'region'?: (string);
  /**
   * Top-ups: the operator's note and reference.
   */
  'note'?: (string);
  'reference'?: (string);
  'created_at'?: (string);
  '_hold_id'?: "hold_id";
  '_message_id'?: "message_id";
  '_category'?: "category";
  '_region'?: "region";
  '_note'?: "note";
  '_reference'?: "reference";
}

/**
 * One ledger entry (append-only).
 */
export interface CreditEntry__Output {
  'id': (string);
  /**
   * topup or charge.
   */
  'kind': (string);
  /**
   * Signed: positive for top-ups, negative for charges; millionths of `currency`.
   */
  'amount_micros': (string);
  'balance_after_micros': (string);
  'currency': (string);
  /**
   * Charges: the hold, message, category and region charged.
   */
  'hold_id'?: (string);
  'message_id'?: (string);
  'category'?: (string);
  'region'?: (string);
  /**
   * Top-ups: the operator's note and reference.
   */
  'note'?: (string);
  'reference'?: (string);
  'created_at': (string);
  '_hold_id'?: "hold_id";
  '_message_id'?: "message_id";
  '_category'?: "category";
  '_region'?: "region";
  '_note'?: "note";
  '_reference'?: "reference";
}
