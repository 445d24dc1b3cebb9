// Original file: protos/svc/funding/v1/events.proto


/**
 * funding.revocation.requested: revoke every approved allocation of a portfolio (work queue).
 */
export interface FundingRevocationRequested {
  'operation_id'?: (string);
  'project_id'?: (string);
  'portfolio_id'?: (string);
}

/**
 * funding.revocation.requested: revoke every approved allocation of a portfolio (work queue).
 */
export interface FundingRevocationRequested__Output {
  'operation_id': (string);
  'project_id': (string);
  'portfolio_id': (string);
}
