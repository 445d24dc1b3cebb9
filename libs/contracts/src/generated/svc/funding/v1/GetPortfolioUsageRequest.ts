// Original file: protos/svc/funding/v1/funding.proto


export interface GetPortfolioUsageRequest {
  'project_id'?: (string);
  'portfolio_id'?: (string);
  'start_date'?: (string);
  'end_date'?: (string);
  '_start_date'?: "start_date";
  '_end_date'?: "end_date";
}

export interface GetPortfolioUsageRequest__Output {
  'project_id': (string);
  'portfolio_id': (string);
  'start_date'?: (string);
  'end_date'?: (string);
  '_start_date'?: "start_date";
  '_end_date'?: "end_date";
}
