// Original file: protos/svc/funding/v1/funding.proto

import type { CreditEntry as _svc_funding_v1_CreditEntry, CreditEntry__Output as _svc_funding_v1_CreditEntry__Output } from '../../../svc/funding/v1/CreditEntry';

export interface ListCreditEntriesResponse {
  'entries'?: (_svc_funding_v1_CreditEntry)[];
  /**
   * Set when older entries exist.
   */
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}

export interface ListCreditEntriesResponse__Output {
  'entries': (_svc_funding_v1_CreditEntry__Output)[];
  /**
   * Set when older entries exist.
   */
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}
