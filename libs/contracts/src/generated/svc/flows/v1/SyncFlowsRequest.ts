// Original file: protos/svc/flows/v1/flows.proto


export interface SyncFlowsRequest {
  'project_id'?: (string);
  'business_account_id'?: (string);
}

export interface SyncFlowsRequest__Output {
  'project_id': (string);
  'business_account_id': (string);
}
