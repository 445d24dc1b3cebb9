// Original file: protos/svc/funding/v1/funding.proto

import type { UsageEntry as _svc_funding_v1_UsageEntry, UsageEntry__Output as _svc_funding_v1_UsageEntry__Output } from '../../../svc/funding/v1/UsageEntry';
import type { UsageFreshness as _svc_funding_v1_UsageFreshness, UsageFreshness__Output as _svc_funding_v1_UsageFreshness__Output } from '../../../svc/funding/v1/UsageFreshness';

/**
 * Recorded usage over a period (account or portfolio).
 */
export interface Usage {
  /**
   * The account read (account usage); unset for a portfolio's usage.
   */
  'waba_id'?: (string);
  /**
   * The portfolio read, or the portfolio owning the account read (the one this project funded it
   * under); unset when the project never funded that account.
   */
  'business_portfolio_id'?: (string);
  /**
   * First day (inclusive), YYYY-MM-DD.
   */
  'start_date'?: (string);
  /**
   * Last day (inclusive), YYYY-MM-DD.
   */
  'end_date'?: (string);
  /**
   * Most recent day first.
   */
  'entries'?: (_svc_funding_v1_UsageEntry)[];
  'freshness'?: (_svc_funding_v1_UsageFreshness | null);
  '_waba_id'?: "waba_id";
  '_business_portfolio_id'?: "business_portfolio_id";
}

/**
 * Recorded usage over a period (account or portfolio).
 */
export interface Usage__Output {
  /**
   * The account read (account usage); unset for a portfolio's usage.
   */
  'waba_id'?: (string);
  /**
   * The portfolio read, or the portfolio owning the account read (the one this project funded it
   * under); unset when the project never funded that account.
   */
  'business_portfolio_id'?: (string);
  /**
   * First day (inclusive), YYYY-MM-DD.
   */
  'start_date': (string);
  /**
   * Last day (inclusive), YYYY-MM-DD.
   */
  'end_date': (string);
  /**
   * Most recent day first.
   */
  'entries': (_svc_funding_v1_UsageEntry__Output)[];
  'freshness': (_svc_funding_v1_UsageFreshness__Output | null);
  '_waba_id'?: "waba_id";
  '_business_portfolio_id'?: "business_portfolio_id";
}
