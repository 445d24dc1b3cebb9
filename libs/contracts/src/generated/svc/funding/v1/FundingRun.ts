// Original file: protos/svc/funding/v1/funding.proto

import type { FundingRunStatus as _svc_funding_v1_FundingRunStatus, FundingRunStatus__Output as _svc_funding_v1_FundingRunStatus__Output } from '../../../svc/funding/v1/FundingRunStatus';
import type { Long } from '@grpc/proto-loader';

/**
 * A funding run (spec 2.2).
 */
export interface FundingRun {
  'id'?: (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  /**
   * Failure class (extensible; docs/decisions/0101): no provider messages or credentials.
   */
  'error_kind'?: (string);
  'upstream_error_code'?: (number | string | Long);
  'status'?: (_svc_funding_v1_FundingRunStatus);
  '_finished_at'?: "finished_at";
  '_error_kind'?: "error_kind";
  '_upstream_error_code'?: "upstream_error_code";
}

/**
 * A funding run (spec 2.2).
 */
export interface FundingRun__Output {
  'id': (string);
  'started_at': (string);
  'finished_at'?: (string);
  /**
   * Failure class (extensible; docs/decisions/0101): no provider messages or credentials.
   */
  'error_kind'?: (string);
  'upstream_error_code'?: (string);
  'status': (_svc_funding_v1_FundingRunStatus__Output);
  '_finished_at'?: "finished_at";
  '_error_kind'?: "error_kind";
  '_upstream_error_code'?: "upstream_error_code";
}
