// Original file: protos/svc/funding/v1/funding.proto


export interface GetFundingOperationRequest {
  'project_id'?: (string);
  'portfolio_id'?: (string);
  'operation_id'?: (string);
}

export interface GetFundingOperationRequest__Output {
  'project_id': (string);
  'portfolio_id': (string);
  'operation_id': (string);
}
