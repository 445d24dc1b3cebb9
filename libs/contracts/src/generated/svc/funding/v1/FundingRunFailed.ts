// Original file: protos/svc/funding/v1/events.proto


/**
 * funding.run.failed: a funding run ended failed or expired, in the transaction that ended it.
 */
export interface FundingRunFailed {
  'event_id'?: (string);
  'project_id'?: (string);
  'run_id'?: (string);
  'waba_id'?: (string);
  /**
   * failed or expired.
   */
  'status'?: (string);
  /**
   * e.g. allocation_declined, allocation_deleted, funding_id_mismatch, deadline_exceeded.
   */
  'error_kind'?: (string);
  'upstream_error_code'?: (number);
  'occurred_at'?: (string);
  '_upstream_error_code'?: "upstream_error_code";
}

/**
 * funding.run.failed: a funding run ended failed or expired, in the transaction that ended it.
 */
export interface FundingRunFailed__Output {
  'event_id': (string);
  'project_id': (string);
  'run_id': (string);
  'waba_id': (string);
  /**
   * failed or expired.
   */
  'status': (string);
  /**
   * e.g. allocation_declined, allocation_deleted, funding_id_mismatch, deadline_exceeded.
   */
  'error_kind': (string);
  'upstream_error_code'?: (number);
  'occurred_at': (string);
  '_upstream_error_code'?: "upstream_error_code";
}
