// Original file: protos/svc/funding/v1/funding.proto

import type { Long } from '@grpc/proto-loader';

export interface SummarizeChargesResponse {
  /**
   * The project's credits currency; empty when it has no credits account.
   */
  'currency'?: (string);
  /**
   * Sum of the window's charges, positive, in millionths of `currency`.
   */
  'charged_micros'?: (number | string | Long);
  /**
   * Number of charges in the window.
   */
  'charges'?: (number | string | Long);
}

export interface SummarizeChargesResponse__Output {
  /**
   * The project's credits currency; empty when it has no credits account.
   */
  'currency': (string);
  /**
   * Sum of the window's charges, positive, in millionths of `currency`.
   */
  'charged_micros': (string);
  /**
   * Number of charges in the window.
   */
  'charges': (string);
}
