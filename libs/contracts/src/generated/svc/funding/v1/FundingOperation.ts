// Original file: protos/svc/funding/v1/funding.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A portfolio funding operation (revocation).
 */
export interface FundingOperation {
  'id'?: (string);
  'business_portfolio_id'?: (string);
  /**
   * revoke.
   */
  'type'?: (string);
  /**
   * pending, running, succeeded, failed.
   */
  'status'?: (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  /**
   * Failure class of a failed operation (extensible); a failed operation may be partially applied.
   */
  'error_kind'?: (string);
  'upstream_error_code'?: (number | string | Long);
  /**
   * Accounts in scope, accounts whose allocation the upstream confirmed deleted, and accounts that failed.
   */
  'accounts_total'?: (number);
  'accounts_revoked'?: (number);
  'accounts_failed'?: (number);
  '_finished_at'?: "finished_at";
  '_error_kind'?: "error_kind";
  '_upstream_error_code'?: "upstream_error_code";
}

/**
 * A portfolio funding operation (revocation).
 */
export interface FundingOperation__Output {
  'id': (string);
  'business_portfolio_id': (string);
  /**
   * revoke.
   */
  'type': (string);
  /**
   * pending, running, succeeded, failed.
   */
  'status': (string);
  'started_at': (string);
  'finished_at'?: (string);
  /**
   * Failure class of a failed operation (extensible); a failed operation may be partially applied.
   */
  'error_kind'?: (string);
  'upstream_error_code'?: (string);
  /**
   * Accounts in scope, accounts whose allocation the upstream confirmed deleted, and accounts that failed.
   */
  'accounts_total': (number);
  'accounts_revoked': (number);
  'accounts_failed': (number);
  '_finished_at'?: "finished_at";
  '_error_kind'?: "error_kind";
  '_upstream_error_code'?: "upstream_error_code";
}
