// Original file: protos/svc/funding/v1/funding.proto

import type { FundingOperation as _svc_funding_v1_FundingOperation, FundingOperation__Output as _svc_funding_v1_FundingOperation__Output } from '../../../svc/funding/v1/FundingOperation';

export interface RevokePortfolioFundingResponse {
  'operation'?: (_svc_funding_v1_FundingOperation | null);
  /**
   * True when this answer is the stored answer of an earlier request with the same key.
   */
  'replayed'?: (boolean);
}

export interface RevokePortfolioFundingResponse__Output {
  'operation': (_svc_funding_v1_FundingOperation__Output | null);
  /**
   * True when this answer is the stored answer of an earlier request with the same key.
   */
  'replayed': (boolean);
}
