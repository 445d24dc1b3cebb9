// Original file: protos/svc/funding/v1/funding.proto


export interface EnsureFundingRequest {
  'project_id'?: (string);
  'waba_id'?: (string);
  'business_portfolio_id'?: (string);
}

export interface EnsureFundingRequest__Output {
  'project_id': (string);
  'waba_id': (string);
  'business_portfolio_id': (string);
}
