// Original file: protos/svc/funding/v1/funding.proto


export interface GetCreditBalanceRequest {
  'project_id'?: (string);
}

export interface GetCreditBalanceRequest__Output {
  'project_id': (string);
}
