// Original file: protos/svc/funding/v1/funding.proto

import type { Funding as _svc_funding_v1_Funding, Funding__Output as _svc_funding_v1_Funding__Output } from '../../../svc/funding/v1/Funding';

/**
 * A business account of a portfolio in this project.
 */
export interface PortfolioAccount {
  'waba_id'?: (string);
  'business_portfolio_id'?: (string);
  /**
   * active or removed.
   */
  'membership_status'?: (string);
  /**
   * When the membership was recorded.
   */
  'created_at'?: (string);
  'funding'?: (_svc_funding_v1_Funding | null);
}

/**
 * A business account of a portfolio in this project.
 */
export interface PortfolioAccount__Output {
  'waba_id': (string);
  'business_portfolio_id': (string);
  /**
   * active or removed.
   */
  'membership_status': (string);
  /**
   * When the membership was recorded.
   */
  'created_at': (string);
  'funding': (_svc_funding_v1_Funding__Output | null);
}
