// Original file: protos/svc/funding/v1/funding.proto

import type { Long } from '@grpc/proto-loader';

export interface TopUpCreditsRequest {
  'project_id'?: (string);
  /**
   * Positive, millionths of the credits currency.
   */
  'amount_micros'?: (number | string | Long);
  /**
   * Operator's reference (invoice, payment id); a repeated reference adds nothing and answers the first entry.
   */
  'reference'?: (string);
  'note'?: (string);
}

export interface TopUpCreditsRequest__Output {
  'project_id': (string);
  /**
   * Positive, millionths of the credits currency.
   */
  'amount_micros': (string);
  /**
   * Operator's reference (invoice, payment id); a repeated reference adds nothing and answers the first entry.
   */
  'reference': (string);
  'note': (string);
}
