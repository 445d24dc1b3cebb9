// Original file: protos/svc/funding/v1/funding.proto


export interface GetFundingRequest {
  'project_id'?: (string);
  'waba_id'?: (string);
}

export interface GetFundingRequest__Output {
  'project_id': (string);
  'waba_id': (string);
}
