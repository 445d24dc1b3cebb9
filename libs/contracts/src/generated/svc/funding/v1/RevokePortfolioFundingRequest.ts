// Original file: protos/svc/funding/v1/funding.proto


export interface RevokePortfolioFundingRequest {
  'project_id'?: (string);
  'portfolio_id'?: (string);
  /**
   * Idempotency-Key header (scoped per project).
   */
  'idempotency_key'?: (string);
  /**
   * Canonical JSON of the request body, compared on replays (same key, other body → 422).
   */
  'body_json'?: (string);
  /**
   * Optional note stored with the operation.
   */
  'reason'?: (string);
  '_reason'?: "reason";
}

export interface RevokePortfolioFundingRequest__Output {
  'project_id': (string);
  'portfolio_id': (string);
  /**
   * Idempotency-Key header (scoped per project).
   */
  'idempotency_key': (string);
  /**
   * Canonical JSON of the request body, compared on replays (same key, other body → 422).
   */
  'body_json': (string);
  /**
   * Optional note stored with the operation.
   */
  'reason'?: (string);
  '_reason'?: "reason";
}
