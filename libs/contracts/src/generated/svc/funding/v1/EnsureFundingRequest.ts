// Original file: protos/svc/funding/v1/funding.proto


export interface EnsureFundingRequest {
  'project_id'?: (string);
  /**
   * Business account id (digits).
   */
  'waba_id'?: (string);
  /**
   * Portfolio the caller says owns the account (digits); verified upstream when membership is unknown.
   */
  'business_portfolio_id'?: (string);
}

export interface EnsureFundingRequest__Output {
  'project_id': (string);
  /**
   * Business account id (digits).
   */
  'waba_id': (string);
  /**
   * Portfolio the caller says owns the account (digits); verified upstream when membership is unknown.
   */
  'business_portfolio_id': (string);
}
