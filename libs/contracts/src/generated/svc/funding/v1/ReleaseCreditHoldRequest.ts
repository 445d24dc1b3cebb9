// Original file: protos/svc/funding/v1/funding.proto


export interface ReleaseCreditHoldRequest {
  'project_id'?: (string);
  'send_key'?: (string);
}

export interface ReleaseCreditHoldRequest__Output {
  'project_id': (string);
  'send_key': (string);
}
