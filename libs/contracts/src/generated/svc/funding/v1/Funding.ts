// Original file: protos/svc/funding/v1/funding.proto

import type { PaidMessages as _svc_funding_v1_PaidMessages, PaidMessages__Output as _svc_funding_v1_PaidMessages__Output } from '../../../svc/funding/v1/PaidMessages';
import type { FundingRun as _svc_funding_v1_FundingRun, FundingRun__Output as _svc_funding_v1_FundingRun__Output } from '../../../svc/funding/v1/FundingRun';
import type { FundingStatus as _svc_funding_v1_FundingStatus, FundingStatus__Output as _svc_funding_v1_FundingStatus__Output } from '../../../svc/funding/v1/FundingStatus';

/**
 * Funding object (spec 2.1).
 */
export interface Funding {
  'waba_id'?: (string);
  'business_portfolio_id'?: (string);
  /**
   * Machine-readable, extensible; unset when status is funded (docs/decisions/0101).
   */
  'reason'?: (string);
  /**
   * Display copy for reason; must not be parsed.
   */
  'message'?: (string);
  /**
   * Settlement currency of the service (ISO 4217).
   */
  'currency'?: (string);
  /**
   * Currency of the funding snapshot, or the observed account currency without an attachment.
   */
  'waba_currency'?: (string);
  /**
   * Latest recorded transition into verified funding.
   */
  'last_verified_at'?: (string);
  /**
   * Last funding check, failed attempts included.
   */
  'last_checked_at'?: (string);
  'paid_messages'?: (_svc_funding_v1_PaidMessages | null);
  /**
   * Latest run in this project; unset when none was ever started.
   */
  'operation'?: (_svc_funding_v1_FundingRun | null);
  /**
   * Derived from locally stored evidence.
   */
  'status'?: (_svc_funding_v1_FundingStatus);
  '_business_portfolio_id'?: "business_portfolio_id";
  '_reason'?: "reason";
  '_waba_currency'?: "waba_currency";
  '_last_verified_at'?: "last_verified_at";
  '_last_checked_at'?: "last_checked_at";
  '_operation'?: "operation";
}

/**
 * Funding object (spec 2.1).
 */
export interface Funding__Output {
  'waba_id': (string);
  'business_portfolio_id'?: (string);
  /**
   * Machine-readable, extensible; unset when status is funded (docs/decisions/0101).
   */
  'reason'?: (string);
  /**
   * Display copy for reason; must not be parsed.
   */
  'message': (string);
  /**
   * Settlement currency of the service (ISO 4217).
   */
  'currency': (string);
  /**
   * Currency of the funding snapshot, or the observed account currency without an attachment.
   */
  'waba_currency'?: (string);
  /**
   * Latest recorded transition into verified funding.
   */
  'last_verified_at'?: (string);
  /**
   * Last funding check, failed attempts included.
   */
  'last_checked_at'?: (string);
  'paid_messages': (_svc_funding_v1_PaidMessages__Output | null);
  /**
   * Latest run in this project; unset when none was ever started.
   */
  'operation'?: (_svc_funding_v1_FundingRun__Output | null);
  /**
   * Derived from locally stored evidence.
   */
  'status': (_svc_funding_v1_FundingStatus__Output);
  '_business_portfolio_id'?: "business_portfolio_id";
  '_reason'?: "reason";
  '_waba_currency'?: "waba_currency";
  '_last_verified_at'?: "last_verified_at";
  '_last_checked_at'?: "last_checked_at";
  '_operation'?: "operation";
}
